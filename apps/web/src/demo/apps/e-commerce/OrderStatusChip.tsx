import Chip from '@mui/material/Chip';
import type { OrderStatusEntry } from '../../mock/ecommerce-data';
import { LABEL_COLORS } from '../shared/AppFrame';

export function OrderStatusChip({ status }: { status: Pick<OrderStatusEntry, 'name' | 'color'> }) {
  return (
    <Chip
      size="small"
      label={status.name}
      sx={{ bgcolor: LABEL_COLORS[status.color] ?? 'grey.600', color: '#fff', maxWidth: '100%' }}
    />
  );
}
