import type { ReportColumn, ReportRow } from '@clearline/contracts';
import { minorToDecimalString, type ReportValue, todayIso } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { bankRecReader } from '../bank-rec/index';
import { members } from '../users/index';
import type { ReportRun, ReportSource, SummaryValue } from './report-source';

/** The catalogue of an area, and how a run of one of its reports is set up. */
export class ReportRuns {
  constructor(
    private readonly ctx: AppContext,
    private readonly catalogue: Record<LedgerArea, ReportSource[]>,
  ) {}

  list(area: LedgerArea): ReportSource[] {
    return this.catalogue[area];
  }

  source(area: LedgerArea, reportId: string): ReportSource {
    const source = this.catalogue[area].find((s) => s.id === reportId);
    if (!source) throw notFound(`There is no report ${reportId} here`);
    return source;
  }

  /** A run with its parameters checked and completed (400 on a bad one). */
  async start(
    organizationId: string,
    area: LedgerArea,
    userId: string | null,
    source: ReportSource,
    raw: Record<string, string>,
  ): Promise<ReportRun> {
    const base = await this.base(organizationId, area, userId);
    return { ...base, parameters: await source.resolve(base, raw) };
  }

  /** What every run has besides its parameters: the database, the zone and today, who asks and when. */
  async base(
    organizationId: string,
    area: LedgerArea,
    userId: string | null,
  ): Promise<Omit<ReportRun, 'parameters'>> {
    const db = this.ctx.db;
    const [config, names] = await Promise.all([
      bankRecReader.config(db, organizationId, area),
      members.userNames(db, [userId]),
    ]);
    const now = this.ctx.now();
    return {
      db,
      organizationId,
      area,
      today: todayIso(now, config.timeZone),
      timeZone: config.timeZone,
      userName: (userId && names.get(userId)) || 'System',
      now,
    };
  }
}

/** A value as the JSON of a preview carries it: money as a 2-decimal string. */
export function jsonValue(value: ReportValue, type: ReportColumn['type']): string | number | null {
  if (value === null) return null;
  if (type === 'money') return minorToDecimalString(Number(value));
  return value;
}

export function jsonRow(columns: readonly ReportColumn[], values: readonly ReportValue[]): ReportRow {
  const row: ReportRow = {};
  columns.forEach((c, i) => {
    row[c.key] = jsonValue(values[i] ?? null, c.type);
  });
  return row;
}

export const jsonSummary = (summary: SummaryValue[]) =>
  summary.map((s) => ({ ...s, value: jsonValue(s.value, s.type) }));

/** The parameters as a file's heading shows them (labels, not names). */
export function parameterLines(source: ReportSource, parameters: Record<string, string>) {
  return source.parameters
    .filter((p) => parameters[p.name] !== undefined)
    .map((p) => ({ label: p.label, value: parameters[p.name] as string }));
}
