import type { TaskFiguresJson } from '@clearline/contracts';
import { minorToDecimalString, parseDecimalToMinor, type TaskFigures } from '@clearline/domain';
import { badRequest } from '../../platform/errors';

const text = (minor: number | null) => (minor === null ? null : minorToDecimalString(minor));

export function figuresJson(f: TaskFigures): TaskFiguresJson {
  return {
    bankBalance: text(f.bankBalance),
    bookBalance: minorToDecimalString(f.bookBalance),
    difference: text(f.difference),
    openItemsCount: f.openItemsCount,
    openItemsAmount: minorToDecimalString(f.openItemsAmount),
  };
}

function minor(value: string, field: string): number {
  const parsed = parseDecimalToMinor(value);
  if (!parsed.ok)
    throw badRequest(`figures.${field} is not an amount`, [
      { path: `body.figures.${field}`, message: 'is not an amount' },
    ]);
  return parsed.minor;
}

/** The figures a page sent back (what it showed), in cents. */
export function figuresFromJson(f: TaskFiguresJson): TaskFigures {
  return {
    bankBalance: f.bankBalance === null ? null : minor(f.bankBalance, 'bankBalance'),
    bookBalance: minor(f.bookBalance, 'bookBalance'),
    difference: f.difference === null ? null : minor(f.difference, 'difference'),
    openItemsCount: f.openItemsCount,
    openItemsAmount: minor(f.openItemsAmount, 'openItemsAmount'),
  };
}
