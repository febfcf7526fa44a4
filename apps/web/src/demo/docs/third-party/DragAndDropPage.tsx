import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Code, DocPage, DocSection, Example, Mono } from '../kit/DocPage';

const TASKS = [
  'Import the October statement',
  'Run auto-match on Operating',
  'Decide the open suggestions',
  'Sign off Tax Impound',
  'Certify the month',
];

function SortableTask({ id }: { id: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : 0,
        position: 'relative',
      }}
    >
      <Box
        component="button"
        type="button"
        ref={setActivatorNodeRef}
        aria-label={`Move ${id}`}
        {...attributes}
        {...listeners}
        sx={{
          display: 'grid',
          placeItems: 'center',
          border: 0,
          bgcolor: 'transparent',
          color: 'text.secondary',
          cursor: 'grab',
          p: 0.5,
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <DragIndicator fontSize="small" />
      </Box>
      <Typography variant="body2">{id}</Typography>
    </Paper>
  );
}

/** /components-third-party/drag-and-drop: @dnd-kit as the boards use it, mouse and keyboard alike. */
export default function DragAndDropPage() {
  const [tasks, setTasks] = useState(TASKS);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setTasks((list) => arrayMove(list, list.indexOf(String(active.id)), list.indexOf(String(over.id))));
  };
  return (
    <DocPage
      title="Drag and drop"
      area="Third-party components"
      description="@dnd-kit/core and @dnd-kit/sortable, as the kanban boards use them."
    >
      <DocSection title="How the boards use it">
        <Typography>
          Every draggable thing has a handle button, so the keyboard can move it too: focus the handle, press
          Space, move with the arrow keys, press Space again (Escape cancels). @dnd-kit announces each step to
          screen readers. The board sends the new order to the server, which keeps positions and versions so
          two people moving cards at once never lose a move.
        </Typography>
        <Code>
          {[
            'const sensors = useSensors(',
            '  useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),',
            '  useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),',
            ');',
          ].join('\n')}
        </Code>
      </DocSection>
      <DocSection title="Try it">
        <Example label="Drag a task by its handle, or use Space and the arrow keys">
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={tasks} strategy={verticalListSortingStrategy}>
              <Box
                component="ol"
                aria-label="Month-end tasks"
                sx={{ m: 0, p: 0, display: 'grid', gap: 1, maxWidth: 440 }}
              >
                {tasks.map((task) => (
                  <SortableTask key={task} id={task} />
                ))}
              </Box>
            </SortableContext>
          </DndContext>
        </Example>
        <Typography variant="body2" role="status">
          Order: {tasks.map((t, i) => `${i + 1}. ${t}`).join('; ')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The full board is the product's Kanban (<Mono>/app/rPRec/rPRecKa/1</Mono>).
        </Typography>
      </DocSection>
    </DocPage>
  );
}
