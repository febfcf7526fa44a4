import type { LedgerArea } from '@clearline/domain/areas';
import { type Choice, ChoiceToggle } from '../../../shared/ui/ChoiceToggle';
import { AREA_LABELS } from '../model/dashboard-view';

const AREAS: readonly Choice<LedgerArea>[] = (['bankRec', 'ewa'] as const).map((a) => ({
  value: a,
  label: AREA_LABELS[a],
}));

/** The ledger area switch of a dashboard (both areas' figures sit behind one page). */
export function AreaSwitch({ area, onChange }: { area: LedgerArea; onChange: (area: LedgerArea) => void }) {
  return (
    <ChoiceToggle
      label="Ledger area"
      value={area}
      choices={AREAS}
      onChange={onChange}
      // On paper, not the page's grey: the unselected label keeps 4.5:1 in every theme.
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
