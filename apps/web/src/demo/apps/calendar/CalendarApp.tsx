import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { demoApi, MockApiError } from '../../mock';
import type { CalendarEvent } from '../../mock/calendar';
import { AppFrame } from '../shared/AppFrame';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The six weeks shown for a month, Sunday first. */
function monthGrid(year: number, month: number): Date[] {
  const first = new Date(year, month, 1);
  const start = new Date(year, month, 1 - first.getDay());
  return Array.from(
    { length: 42 },
    (_, i) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + i),
  );
}

type Draft = Omit<CalendarEvent, 'id'> & { id?: string };

/** /apps/calendar: a month of events; add one on a day, open one to change or delete it. */
export default function CalendarApp() {
  const client = useQueryClient();
  const today = new Date();
  const [shown, setShown] = useState({ year: today.getFullYear(), month: today.getMonth() });
  const [draft, setDraft] = useState<Draft | null>(null);
  const events = useQuery({
    queryKey: ['demo', 'calendar'],
    queryFn: () => demoApi.get('/api/calendar-app/events'),
  });
  const days = monthGrid(shown.year, shown.month);
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events.data ?? []) {
    const key = dayKey(new Date(event.start));
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  const monthName = new Date(shown.year, shown.month, 1).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
  });
  const step = (delta: number) => {
    const d = new Date(shown.year, shown.month + delta, 1);
    setShown({ year: d.getFullYear(), month: d.getMonth() });
  };
  const newOn = (day: Date) => {
    const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9);
    setDraft({
      title: '',
      allDay: false,
      desc: '',
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
    });
  };
  return (
    <AppFrame
      title="Calendar"
      description="Events kept by the mock backend. Choose a day to add an event, or an event to change it."
      actions={
        <Button variant="contained" startIcon={<Add />} onClick={() => newOn(today)}>
          Add event
        </Button>
      }
    >
      {events.isError ? <Alert severity="error">The events could not be read.</Alert> : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <IconButton aria-label="Previous month" onClick={() => step(-1)}>
          <ChevronLeft />
        </IconButton>
        <Typography
          variant="h2"
          sx={{ fontSize: '1.15rem', fontWeight: 700, minWidth: 160, textAlign: 'center' }}
          aria-live="polite"
        >
          {monthName}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => step(1)}>
          <ChevronRight />
        </IconButton>
        <Button size="small" onClick={() => setShown({ year: today.getFullYear(), month: today.getMonth() })}>
          Today
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          role="grid"
          aria-label={monthName}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
        >
          {WEEKDAYS.map((d) => (
            <Box
              key={d}
              role="columnheader"
              sx={{
                p: 0.5,
                textAlign: 'center',
                fontSize: '0.75rem',
                fontWeight: 700,
                color: 'text.secondary',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {d}
            </Box>
          ))}
          {days.map((day) => {
            const inMonth = day.getMonth() === shown.month;
            const list = byDay.get(dayKey(day)) ?? [];
            const isToday = dayKey(day) === dayKey(today);
            return (
              <Box
                key={dayKey(day)}
                role="gridcell"
                aria-label={day.toDateString()}
                sx={{
                  minHeight: { xs: 64, md: 108 },
                  borderRight: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  p: 0.5,
                  bgcolor: inMonth ? 'background.paper' : 'action.hover',
                  minWidth: 0,
                }}
              >
                <ButtonBase
                  onClick={() => newOn(day)}
                  aria-label={`Add an event on ${day.toDateString()}`}
                  sx={{
                    fontSize: '0.8rem',
                    fontWeight: isToday ? 800 : 500,
                    color: inMonth ? 'text.primary' : 'text.disabled',
                    borderRadius: 1,
                    px: 0.5,
                    ...(isToday ? { bgcolor: 'primary.main', color: 'primary.contrastText' } : {}),
                  }}
                >
                  {day.getDate()}
                </ButtonBase>
                {list.slice(0, 3).map((event) => (
                  <ButtonBase
                    key={event.id}
                    onClick={() => setDraft(event)}
                    sx={{
                      display: 'block',
                      width: '100%',
                      textAlign: 'left',
                      mt: 0.25,
                      px: 0.5,
                      borderRadius: 0.5,
                      fontSize: '0.72rem',
                      bgcolor: event.allDay ? 'secondary.main' : 'info.main',
                      color: '#fff',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {event.title}
                  </ButtonBase>
                ))}
                {list.length > 3 ? (
                  <Typography sx={{ fontSize: '0.7rem', color: 'text.secondary' }}>
                    +{list.length - 3} more
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </Box>
      </Paper>
      {draft ? (
        <EventDialog
          draft={draft}
          onClose={() => setDraft(null)}
          onDone={() => {
            setDraft(null);
            void client.invalidateQueries({ queryKey: ['demo', 'calendar'] });
          }}
        />
      ) : null}
    </AppFrame>
  );
}

const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return `${dayKey(d)}T${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

function EventDialog({ draft, onClose, onDone }: { draft: Draft; onClose: () => void; onDone: () => void }) {
  const [event, setEvent] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const run = (work: Promise<unknown>) =>
    work.then(onDone, (e: unknown) =>
      setError(e instanceof MockApiError ? e.message : 'The event was not saved.'),
    );
  const save = () => {
    const { id, ...rest } = event;
    run(
      id
        ? demoApi.post('/api/calendar-app/update-event', { event: { ...rest, id } })
        : demoApi.post('/api/calendar-app/add-event', { event: rest }),
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="event-title">
      <DialogTitle id="event-title">{draft.id ? 'Edit event' : 'New event'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField
          label="Title"
          value={event.title}
          onChange={(e) => setEvent({ ...event, title: e.target.value })}
          required
          autoFocus
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={event.allDay}
              onChange={(e) => setEvent({ ...event, allDay: e.target.checked })}
            />
          }
          label="All day"
        />
        <TextField
          label="Start"
          type="datetime-local"
          value={toLocalInput(event.start)}
          onChange={(e) =>
            e.target.value && setEvent({ ...event, start: new Date(e.target.value).toISOString() })
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End"
          type="datetime-local"
          value={toLocalInput(event.end)}
          onChange={(e) =>
            e.target.value && setEvent({ ...event, end: new Date(e.target.value).toISOString() })
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Description"
          value={event.desc}
          onChange={(e) => setEvent({ ...event, desc: e.target.value })}
          multiline
          minRows={2}
        />
      </DialogContent>
      <DialogActions>
        {draft.id ? (
          <Button
            color="error"
            sx={{ mr: 'auto' }}
            onClick={() => run(demoApi.post('/api/calendar-app/remove-event', { eventId: draft.id ?? '' }))}
          >
            Delete
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={!event.title.trim()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
