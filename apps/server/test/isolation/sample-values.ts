import type { z } from 'zod';
import { clock } from '../../src/platform/clock';

/**
 * Builds a value a zod contract accepts, with every id-like field filled from the caller's choice: the
 * tenant-isolation suite derives each route's params, query and body from its contract this way, so a
 * new route is probed without anyone writing its request. Optional fields without ids are left out (the
 * fewest filters), but a body's record that carries an id is filled whole (so the service gets as far as
 * looking the id up); a leaf takes the first of a few plain samples its own schema accepts, those its
 * name asks for first.
 */

/** Field names that carry an id by convention: id, *Id, *Ids, id* (idMembers), and a few named parties. */
const PARTY_FIELDS = new Set(['employer', 'partner', 'customer', 'slug', 'person', 'bankAccount']);
export const isIdField = (name: string) =>
  name === 'id' || /[a-z]Ids?$/.test(name) || /^id[A-Z]/.test(name) || PARTY_FIELDS.has(name);

/** Where an id-like field sits: its name and the names of the fields (or path segment) around it. */
export interface IdSlot {
  name: string;
  /** The enclosing field's name, or for a path parameter the segment before it. */
  parent: string;
}

/** Answers the value of one id slot (a string accepted by `leaf`), or undefined when none fits. */
export type IdChooser = (slot: IdSlot, leaf: z.ZodType) => string | undefined;

const STRING_SAMPLES = [
  'Isolation probe',
  '2026-11-02',
  '2026-11',
  '10.00',
  'ISOPROBE',
  'isoprobe',
  'probe@isolation.test',
  'https://isolation.test/',
  '1',
  'A1',
  'x',
];
const NUMBER_SAMPLES = [1, 0, 10, 100, 2026];
/** Samples a field's name asks for first (an amount, a date, a month, an address). */
const samplesNamed = (name: string): string[] =>
  /amount/i.test(name)
    ? ['10.00']
    : /month|period/i.test(name)
      ? ['2026-11']
      : /date|^from$|^to$|asOf/i.test(name)
        ? ['2026-11-02']
        : /email/i.test(name)
          ? ['probe@isolation.test']
          : /url|uri/i.test(name)
            ? ['https://isolation.test/']
            : [];

// zod 4 keeps a schema's definition under _zod.def; its type names the kind of schema.
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const minItems = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { bag: { minimum?: number } } })._zod.bag.minimum ?? 0;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** Whether a schema holds an id-like field anywhere inside (such optional parts are filled in). */
export function holdsIds(schema: z.ZodType, name = '', seen = new Set<z.ZodType>()): boolean {
  if (isIdField(name)) return true;
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = defOf(schema);
  const inner = (s: z.ZodType, n = name) => holdsIds(s, n, seen);
  if (WRAPPERS.has(def.type) && def.innerType) return inner(def.innerType);
  if (def.type === 'object') return Object.entries(def.shape ?? {}).some(([key, value]) => inner(value, key));
  if (def.type === 'array' && def.element) return inner(def.element);
  if (def.type === 'pipe' && def.in) return inner(def.in);
  if (def.type === 'union') return (def.options ?? []).some((o) => inner(o));
  if (def.type === 'lazy' && def.getter) return inner(def.getter());
  return false;
}

/** The schema under an optional or default wrapper (to fill a field the contract lets out). */
function required(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') && def.innerType
    ? required(def.innerType)
    : schema;
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A value for `schema` at field `name` inside `parent`; undefined means "leave the field out". */
export function sampleOf(
  schema: z.ZodType,
  choose: IdChooser,
  name = '',
  parent = '',
  depth = 0,
  /** Fill a record that carries an id whole (a body); a query's filters stay the fewest. */
  fillRecords = true,
): unknown {
  const def = defOf(schema);
  // A recursive schema (a menu's groups of items) is cut off: optional parts and lists end there.
  const deep = depth > 6;
  const next = (s: z.ZodType, n = name, p = parent) => sampleOf(s, choose, n, p, depth + 1, fillRecords);
  if (WRAPPERS.has(def.type) && def.innerType) {
    const optional = def.type === 'optional' || def.type === 'default' || def.type === 'prefault';
    if (optional && (deep || !holdsIds(def.innerType, name))) return undefined;
    return next(def.innerType);
  }
  if (isIdField(name) && ['string', 'number', 'pipe', 'union', 'enum'].includes(def.type)) {
    const chosen = choose({ name, parent }, schema);
    if (chosen !== undefined) return def.type === 'number' ? Number(chosen) : chosen;
  }
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      // A record that carries an id is filled whole, so a service's own required-field checks pass
      // and the id is looked up (a rule against one of them is mended afterwards).
      const carriesId = fillRecords && Object.keys(def.shape ?? {}).some(isIdField);
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        const field = carriesId && !deep ? required(value) : value;
        const v = next(field, key, name);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    case 'array': {
      if (!def.element || (deep && minItems(schema) === 0)) return [];
      const item = next(def.element);
      return Array.from({ length: Math.max(1, minItems(schema)) }, () => item);
    }
    case 'string':
      return [...samplesNamed(name), ...STRING_SAMPLES].find((s) => accepts(schema, s)) ?? 'x';
    case 'number':
      return NUMBER_SAMPLES.find((n) => accepts(schema, n)) ?? 1;
    case 'boolean':
      return true;
    case 'date':
      return clock().toISOString();
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'pipe':
      return def.in ? next(def.in) : undefined;
    case 'union': {
      for (const option of def.options ?? []) {
        const v = next(option);
        if (accepts(option, v)) return v;
      }
      return undefined;
    }
    case 'tuple':
      return (def.items ?? []).map((item) => next(item));
    case 'intersection':
      return {
        ...(def.left ? (next(def.left) as object) : {}),
        ...(def.right ? (next(def.right) as object) : {}),
      };
    case 'lazy':
      return def.getter ? next(def.getter()) : undefined;
    case 'record':
      return {};
    default:
      return 'x';
  }
}

const ALTERNATIVES: unknown[] = [...NUMBER_SAMPLES, 0.5, ...STRING_SAMPLES, '0'.repeat(64), undefined];

/**
 * Mends a sample a rule across fields refuses (a warning before the sign-out, a threshold under
 * another): at each refused path, then at its siblings, tries the other plain samples (and leaving the
 * field out) until the schema accepts the whole. Ids are never touched. Answers the mended value or null.
 */
export function mended(schema: z.ZodType, value: unknown, keep: (key: string) => boolean): unknown | null {
  let current = structuredClone(value);
  for (let round = 0; round < 6; round++) {
    const result = schema.safeParse(current);
    if (result.success) return current;
    const issue = result.error.issues[0];
    if (!issue) return null;
    const path = issue.path.map(String);
    const parentPath = path.slice(0, -1);
    const parent = at(current, parentPath);
    if (typeof parent !== 'object' || parent === null) return null;
    const keys = [path[path.length - 1] ?? '', ...Object.keys(parent)];
    // An id may be left out (an optional one a rule refuses here), never replaced.
    const fixed = keys.some((key) =>
      (keep(key) ? ALTERNATIVES : [undefined]).some((alternative) => {
        const trial = structuredClone(current);
        const target = at(trial, parentPath) as Record<string, unknown>;
        if (alternative === undefined) delete target[key];
        else target[key] = alternative;
        const again = schema.safeParse(trial);
        const better =
          again.success || !again.error.issues.some((i) => i.path.map(String).join('.') === path.join('.'));
        if (better) current = trial;
        return better;
      }),
    );
    if (!fixed) return null;
  }
  return schema.safeParse(current).success ? current : null;
}

function at(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);
}
