import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColumn } from '../../../shared/ui/DataGrid';

/**
 * The Edit and Delete icons at the end of a records grid row (customers, employers, partners), named for
 * assistive technology '<Edit|Delete> <noun> <id>'. Delete shows only when deleting is allowed.
 */
export function rowActionsColumn<Row>({
  noun,
  idOf,
  onEdit,
  onDelete,
  allowDelete = true,
}: {
  noun: string;
  idOf: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  allowDelete?: boolean;
}): GridColumn<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    headerHidden: true,
    width: 96,
    align: 'right',
    cellSx: { whiteSpace: 'nowrap', py: '0 !important' },
    cell: (row) => (
      <>
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${noun} ${idOf(row)}`} onClick={() => onEdit(row)}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {allowDelete ? (
          <Tooltip title="Delete">
            <IconButton size="small" aria-label={`Delete ${noun} ${idOf(row)}`} onClick={() => onDelete(row)}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </>
    ),
  };
}
