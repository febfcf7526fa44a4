import { bodyOf, fail, type Handler, mock, newId, ok } from './http';
import { DAY_MS, type Random, sentence, titleCase, words } from './random';

export interface CalendarEvent {
  id: string;
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  desc: string;
}

/** About twenty events around `now` (this month and the next), some all-day. */
export function generateEvents(random: Random, now: number): CalendarEvent[] {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  return Array.from({ length: 20 }, (_, i) => {
    const allDay = random.bool(0.3);
    const day = today.getTime() + random.int(-20, 35) * DAY_MS;
    const start = allDay ? day : day + random.int(8, 16) * 3_600_000;
    const end = allDay ? day + random.int(1, 3) * DAY_MS : start + random.int(1, 3) * 3_600_000;
    return {
      id: `event-${i + 1}`,
      title: titleCase(words(random, random.int(2, 3))),
      allDay,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      desc: sentence(random),
    };
  });
}

/** /api/calendar-app: the events, and adding, updating (fields merged) and removing one. */
export function calendarHandlers(events: CalendarEvent[]): Handler[] {
  const base = '/api/calendar-app';
  const invalid = (event: Partial<CalendarEvent>) =>
    !event.title?.trim()
      ? 'Enter a title'
      : !event.start ||
          !event.end ||
          Number.isNaN(Date.parse(event.start)) ||
          Number.isNaN(Date.parse(event.end))
        ? 'Enter a start and an end'
        : event.end < event.start
          ? 'The end comes before the start'
          : null;
  return [
    mock.get(`${base}/events`, () => ok(events)),
    mock.post(`${base}/add-event`, async ({ request }) => {
      const { event } = await bodyOf<{ event: Partial<CalendarEvent> }>(request);
      const problem = invalid(event ?? {});
      if (!event || problem) return fail(400, problem);
      const created = { allDay: false, desc: '', ...event, id: newId('event') } as CalendarEvent;
      events.push(created);
      return ok(created);
    }),
    mock.post(`${base}/update-event`, async ({ request }) => {
      const { event } = await bodyOf<{ event: Partial<CalendarEvent> & { id: string } }>(request);
      const index = events.findIndex((e) => e.id === event?.id);
      const current = events[index];
      if (!current || !event) return fail(404, 'Requested event does not exist.');
      const merged = { ...current, ...event, id: current.id };
      const problem = invalid(merged);
      if (problem) return fail(400, problem);
      events[index] = merged;
      return ok(merged);
    }),
    mock.post(`${base}/remove-event`, async ({ request }) => {
      const { eventId } = await bodyOf<{ eventId: string }>(request);
      const index = events.findIndex((e) => e.id === eventId);
      if (index < 0) return fail(404, 'Requested event does not exist.');
      events.splice(index, 1);
      return ok({ eventId });
    }),
  ];
}
