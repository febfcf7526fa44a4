import type { Board, BoardCard } from '@clearline/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AttachFile from '@mui/icons-material/AttachFile';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import MoreVert from '@mui/icons-material/MoreVert';
import Schedule from '@mui/icons-material/Schedule';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AVATAR_SX, initialsOf, LabelChip, shortDate } from './board-bits';

/**
 * A card on a list. Dragged by the mouse from anywhere on it, by the keyboard from its handle (Space to
 * lift, arrows to move, Space to drop); its title opens the details, ⋮ offers "Move to...".
 */
export function CardTile({
  card,
  board,
  onOpen,
  onMenu,
  overlay = false,
}: {
  card: BoardCard;
  board: Board;
  onOpen?: (card: BoardCard) => void;
  onMenu?: (card: BoardCard, anchor: HTMLElement) => void;
  overlay?: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: card.id,
      data: { type: 'card' },
      disabled: overlay,
    });
  const labels = board.labels.filter((l) => card.idLabels.includes(l.id));
  const people = board.members.filter((m) => card.idMembers.includes(m.id));
  const checks = card.checklists.flatMap((c) => c.checkItems);
  return (
    <Paper
      ref={overlay ? undefined : setNodeRef}
      variant="outlined"
      data-testid="board-card"
      data-card-name={card.name}
      {...(overlay ? {} : listeners)}
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
        p: 1,
        display: 'flex',
        gap: 0.5,
        alignItems: 'flex-start',
        cursor: 'grab',
        touchAction: 'manipulation',
        borderLeft: card.task ? 4 : 1,
        borderLeftColor: card.task ? 'secondary.main' : 'divider',
        boxShadow: overlay ? 6 : 0,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={`Move ${card.name} (Space to lift, arrows to move, Space to drop)`}
        {...attributes}
        sx={{ mt: -0.25, ml: -0.5, cursor: 'grab' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ButtonBase
          onClick={() => onOpen?.(card)}
          sx={{ display: 'block', textAlign: 'left', width: '100%', borderRadius: 1 }}
        >
          {labels.length > 0 ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 0.5 }}>
              {labels.map((l) => (
                <LabelChip key={l.id} label={l} />
              ))}
            </Box>
          ) : null}
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {card.name}
          </Typography>
          {card.task ? (
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
              {card.task.detail}
            </Typography>
          ) : null}
        </ButtonBase>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            mt: 0.5,
            color: 'text.secondary',
          }}
        >
          {card.due ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
              <Schedule sx={{ fontSize: 14 }} />
              <Typography variant="caption">{shortDate(card.due)}</Typography>
            </Box>
          ) : null}
          {checks.length > 0 ? (
            <Typography variant="caption">
              {checks.filter((c) => c.checked).length}/{checks.length}
            </Typography>
          ) : null}
          {card.commentCount > 0 ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
              <ChatBubbleOutline sx={{ fontSize: 14 }} />
              <Typography variant="caption">{card.commentCount}</Typography>
            </Box>
          ) : null}
          {card.attachmentCount > 0 ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
              <AttachFile sx={{ fontSize: 14 }} />
              <Typography variant="caption">{card.attachmentCount}</Typography>
            </Box>
          ) : null}
          <Box sx={{ flex: 1 }} />
          {people.map((m) => (
            <Avatar key={m.id} title={m.name} sx={{ ...AVATAR_SX, width: 22, height: 22, fontSize: 11 }}>
              {initialsOf(m.name)}
            </Avatar>
          ))}
        </Box>
      </Box>
      {onMenu ? (
        <IconButton
          size="small"
          aria-label={`Actions for ${card.name}`}
          onClick={(e) => onMenu(card, e.currentTarget)}
          sx={{ mt: -0.25, mr: -0.5 }}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      ) : null}
    </Paper>
  );
}
