/**
 * An export's file name says what the report covers: the report, the account when it has one, and its
 * month, period or as-of date ('bank-reconciliation-statement-4410029381-2026-11.pdf'). A report with
 * no period is named by the day it was asked for. Only letters, digits, dots and hyphens remain, so the
 * name is safe on every file system and inside a Content-Disposition header.
 */
export interface ExportNaming {
  reportName: string;
  /** The parameters as resolved (defaults filled in). */
  parameters: Record<string, string | undefined>;
  format: string;
  /** When the export was asked for (ISO): the name's date when the report has no period. */
  requestedAt: string;
  /** The file is encrypted to a bank's key (OpenPGP): the name ends in .pgp. */
  encrypted?: boolean;
}

/** Longest part of a name taken from a value (an account id or a date stays far below it). */
const PART_MAX = 40;

const safePart = (text: string) =>
  text
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, PART_MAX)
    .replace(/[-.]+$/g, '');

const slugOf = (name: string) => safePart(name.toLowerCase()) || 'report';

/** What the report covers in time: the month, the period from-to, or the as-of date. */
function periodOf(p: ExportNaming['parameters']): string[] {
  if (p.month) return [p.month];
  if (p.from && p.to) return p.from === p.to ? [p.from] : [p.from, 'to', p.to];
  if (p.from) return ['from', p.from];
  if (p.to) return ['to', p.to];
  if (p.asOf) return [p.asOf];
  return [];
}

export function exportFileName(naming: ExportNaming): string {
  const { parameters } = naming;
  const period = periodOf(parameters);
  const parts = [
    slugOf(naming.reportName),
    ...(parameters.accountId ? [parameters.accountId] : []),
    ...(period.length > 0 ? period : [naming.requestedAt.slice(0, 10)]),
  ]
    .map(safePart)
    .filter((part) => part !== '');
  return `${parts.join('-')}.${safePart(naming.format)}${naming.encrypted ? '.pgp' : ''}`;
}
