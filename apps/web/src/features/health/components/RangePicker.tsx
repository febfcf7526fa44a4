import type { MonitoringRange } from '@clearline/domain/monitoring';
import { type Choice, ChoiceToggle } from '../../../shared/ui/ChoiceToggle';

const RANGES: readonly Choice<MonitoringRange>[] = (['1h', '24h', '7d', '30d'] as const).map((r) => ({
  value: r,
  label: r,
  ariaLabel: `Last ${r}`,
}));

/** The period the page's charts cover. */
export function RangePicker({
  value,
  onChange,
}: {
  value: MonitoringRange;
  onChange: (r: MonitoringRange) => void;
}) {
  return <ChoiceToggle label="Time range" value={value} choices={RANGES} onChange={onChange} />;
}
