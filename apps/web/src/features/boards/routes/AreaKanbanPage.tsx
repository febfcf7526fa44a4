import { useSearchParams } from 'react-router';
import { useLedgerArea } from '../../../shared/lib/ledger-area';
import { BoardPage } from '../components/BoardPage';

/** /app/bankRec/kanban and /app/ewa/kanban: board 1 with the area's reconciliation tasks, or ?board=N. */
export default function AreaKanbanPage() {
  const area = useLedgerArea();
  const [search, setSearch] = useSearchParams();
  const number = Math.max(1, Math.trunc(Number(search.get('board') ?? '1')) || 1);
  return (
    <BoardPage
      key={`${area}:${number}`}
      number={number}
      area={area}
      onSelect={(n) => setSearch(n === 1 ? {} : { board: String(n) })}
    />
  );
}
