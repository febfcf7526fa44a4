import { Navigate, useNavigate, useParams } from 'react-router';
import { BoardPage } from '../components/BoardPage';

/** /app/rPRec/rPRecKa/:boardId: a board of the organisation by its number, every area's tasks on board 1. */
export default function KanbanPage() {
  const { boardId = '1' } = useParams();
  const navigate = useNavigate();
  const number = Number(boardId);
  if (!Number.isInteger(number) || number < 1) return <Navigate to="/app/rPRec/rPRecKa/1" replace />;
  return (
    <BoardPage
      key={number}
      number={number}
      area={undefined}
      onSelect={(n) => navigate(`/app/rPRec/rPRecKa/${n}`)}
    />
  );
}
