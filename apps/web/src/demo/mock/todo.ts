import { bodyOf, fail, type Handler, mock, newId, ok, queryOf } from './http';
import { DAY_MS, paragraph, type Random, sentence } from './random';

export interface TodoEntry {
  id: string;
  handle: string;
  title: string;
  icon: string;
}
export interface TodoLabel {
  id: string;
  handle: string;
  title: string;
  color: string;
}
export interface Todo {
  id: string;
  title: string;
  notes: string;
  startDate: string;
  dueDate: string | null;
  completed: boolean;
  starred: boolean;
  important: boolean;
  deleted: boolean;
  labels: string[];
}
export interface TodoState {
  folders: TodoEntry[];
  filters: TodoEntry[];
  labels: TodoLabel[];
  todos: Todo[];
}

const entry = (handle: string, title: string, icon: string): TodoEntry => ({
  id: handle,
  handle,
  title,
  icon,
});

export function generateTodos(random: Random, now: number): TodoState {
  const labels = ['frontend', 'backend', 'api', 'issue', 'mobile'].map((handle, i) => ({
    id: handle,
    handle,
    title: handle === 'api' ? 'API' : `${handle.charAt(0).toUpperCase()}${handle.slice(1)}`,
    color: ['blue', 'green', 'orange', 'red', 'purple'][i] ?? 'blue',
  }));
  const todos = Array.from({ length: 18 }, (_, i): Todo => {
    const start = now - random.int(0, 20) * DAY_MS;
    return {
      id: `todo-${i + 1}`,
      title: sentence(random, 3, 6).replace(/\.$/, ''),
      notes: paragraph(random, 2),
      startDate: new Date(start).toISOString(),
      dueDate: random.bool(0.6) ? new Date(start + random.int(0, 25) * DAY_MS).toISOString() : null,
      completed: random.bool(0.25),
      starred: random.bool(0.3),
      important: random.bool(0.3),
      deleted: i >= 16,
      labels: random.some(labels, random.int(0, 2)).map((l) => l.id),
    };
  });
  return {
    folders: [
      entry('all', 'All', 'view_headline'),
      entry('completed', 'Done', 'check'),
      entry('deleted', 'Deleted', 'delete'),
    ],
    filters: [
      entry('starred', 'Starred', 'star'),
      entry('important', 'Priority', 'error'),
      entry('dueDate', 'Scheduled', 'schedule'),
      entry('today', 'Today', 'today'),
    ],
    labels,
    todos,
  };
}

const sameDay = (iso: string | null, now: number) =>
  iso !== null && new Date(iso).toDateString() === new Date(now).toDateString();

/**
 * /api/todo-app: the folders (all, done, deleted), filters and labels, the to-dos of one of them, and
 * adding, updating (fields merged) and removing (to the Deleted folder) a to-do.
 */
export function todoHandlers(state: TodoState, clock: () => number): Handler[] {
  const base = '/api/todo-app';
  const matches = (todo: Todo, query: URLSearchParams) => {
    const folder = query.get('folder');
    const filter = query.get('filter');
    const label = query.get('label');
    if (folder === 'deleted') return todo.deleted;
    if (todo.deleted) return false;
    if (folder === 'completed') return todo.completed;
    if (label) return todo.labels.includes(label);
    if (filter === 'starred') return todo.starred;
    if (filter === 'important') return todo.important;
    if (filter === 'dueDate') return todo.dueDate !== null;
    if (filter === 'today') return sameDay(todo.startDate, clock()) || sameDay(todo.dueDate, clock());
    return true;
  };
  return [
    mock.get(`${base}/folders`, () => ok(state.folders)),
    mock.get(`${base}/filters`, () => ok(state.filters)),
    mock.get(`${base}/labels`, () => ok(state.labels)),
    mock.get(`${base}/todos`, ({ request }) => {
      const query = queryOf(request);
      const search = (query.get('search') ?? '').trim().toLowerCase();
      return ok(
        state.todos.filter(
          (todo) =>
            matches(todo, query) && (!search || `${todo.title} ${todo.notes}`.toLowerCase().includes(search)),
        ),
      );
    }),
    mock.post(`${base}/new-todo`, async ({ request }) => {
      const body = await bodyOf<{ todo: Partial<Todo> }>(request);
      const title = body.todo?.title?.trim();
      if (!title) return fail(400, 'Enter a title');
      const todo: Todo = {
        notes: '',
        dueDate: null,
        completed: false,
        starred: false,
        important: false,
        labels: [],
        ...body.todo,
        startDate: body.todo?.startDate ?? new Date(clock()).toISOString(),
        deleted: false,
        id: newId('todo'),
        title,
      };
      state.todos.unshift(todo);
      return ok(todo);
    }),
    mock.post(`${base}/update-todo`, async ({ request }) => {
      const body = await bodyOf<{ todo: Partial<Todo> & { id: string } }>(request);
      const index = state.todos.findIndex((t) => t.id === body.todo?.id);
      const current = state.todos[index];
      if (!current || !body.todo) return fail(404, 'Requested to-do does not exist.');
      if (body.todo.title !== undefined && !body.todo.title.trim()) return fail(400, 'Enter a title');
      const merged = { ...current, ...body.todo, id: current.id };
      state.todos[index] = merged;
      return ok(merged);
    }),
    mock.post(`${base}/remove-todo`, async ({ request }) => {
      const body = await bodyOf<{ id: string }>(request);
      const todo = state.todos.find((t) => t.id === body.id);
      if (!todo) return fail(404, 'Requested to-do does not exist.');
      todo.deleted = true;
      return ok(todo);
    }),
  ];
}
