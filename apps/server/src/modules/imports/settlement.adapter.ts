import { SettlementProfileInput } from '@clearline/contracts';
import { normaliseCustomerId } from '@clearline/domain';
import {
  createSettlementParser,
  type ParseIssue,
  resolveSettlementProfile,
  type SettlementLine,
  type SettlementProfile,
  settlementAccounts,
  settlementProfileProblems,
} from '@clearline/domain/statements';
import type { DbOrTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { bankRecReader } from '../bank-rec/index';
import { ledgerUnimport, mergeLedgerFile } from './ledger.adapter';
import { EWA_LEDGER_ENTRIES } from './ledger-stage.repository';
import type { StagedImportAdapter, StageValue, UploadChoices } from './pipeline/adapter';

export const SETTLEMENT_IMPORT_JOB = 'ewa-settlement-import';

/**
 * Partner settlement files (employer funds, kind 'ledger' with a partner): one CSV line per advance,
 * repayment or fee, read with the partner's settlement profile, each line checked against the
 * organisation's employers and the ledger accounts of its type. All-or-nothing: a file with any line
 * error imports nothing. Good lines become employer-funds ledger entries (source 'import', status open)
 * with the file's name and hash and the line number.
 */
export const settlementAdapter: StagedImportAdapter = {
  jobKind: SETTLEMENT_IMPORT_JOB,
  kind: 'ledger',
  table: EWA_LEDGER_ENTRIES,
  damagedReason: 'the file cannot be read as a settlement file; see the errors',
  rejectsFilesWithErrors: true,
  prepare: prepareSettlementUpload,
  async open(db, row, sink) {
    const options = row.options as { partner: string; settlementProfile: SettlementProfile };
    const check = await lineChecker(db, row.organizationId, options.partner, options.settlementProfile);
    const file = { name: row.fileName, hash: row.sha256 };
    const parser = createSettlementParser(options.settlementProfile, {
      line: (line) => {
        const values = check(line, file, sink.issue);
        if (values) sink.row(values);
      },
      issue: sink.issue,
    });
    return {
      push(chunk) {
        parser.push(chunk);
        return true;
      },
      end() {
        const summary = parser.end();
        return {
          format: 'settlement-csv',
          aborted: summary.aborted,
          summary: { fileId: null, partner: options.partner },
        };
      },
      merge: (conn, stage) => mergeLedgerFile(conn, EWA_LEDGER_ENTRIES, 'ewa', stage, row),
    };
  },
  ...ledgerUnimport(EWA_LEDGER_ENTRIES),
};

/** The partner must be the organisation's; the profile is the one given at upload, else the saved one. */
async function prepareSettlementUpload(db: DbOrTx, organizationId: string, upload: UploadChoices) {
  const partner = normaliseCustomerId(upload.partner ?? '');
  const saved = await bankRecReader.settlementProfile(db, organizationId, partner);
  if (!saved) {
    throw badRequest(`No partner ${partner} in this organisation.`, [
      { path: 'query.partner', message: 'must be a partner of the organisation' },
    ]);
  }
  const given = upload.profile ? SettlementProfileInput.safeParse(upload.profile) : undefined;
  if (given && !given.success) {
    throw badRequest(
      'The settlement profile is not valid.',
      given.error.issues.map((i) => ({ path: ['query.profile', ...i.path].join('.'), message: i.message })),
    );
  }
  const input = given?.data ?? (saved.profile as SettlementProfileInput | null) ?? {};
  const problems = settlementProfileProblems(input);
  if (problems.length > 0) {
    throw badRequest(
      'The settlement profile is not valid.',
      problems.map((p) => ({ path: `query.profile.${p.path}`, message: p.message })),
    );
  }
  return { partner, settlementProfile: resolveSettlementProfile(input) };
}

interface Employer {
  coId: string;
  coName: string;
  partner: string | null;
}

/** Checks a line against the organisation's employers and the type's ledger account; its stage row. */
async function lineChecker(db: DbOrTx, organizationId: string, partner: string, profile: SettlementProfile) {
  const { config } = await bankRecReader.ledgerConfig(db, organizationId);
  const bankAccounts = await bankRecReader.bankAccounts(db, organizationId);
  const accounts = settlementAccounts(
    config,
    new Set(bankAccounts.filter((a) => a.area === 'ewa').map((a) => a.accountId)),
    profile,
  );
  const employers = await bankRecReader.employers(db, organizationId);
  const byId = new Map(employers.map((e) => [e.coId, e]));
  const byName = new Map<string, Employer[]>();
  for (const e of employers) {
    const key = e.coName.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), e]);
  }
  const find = (text: string): Employer | Employer[] | undefined => {
    const id = profile.employerBy === 'name' ? undefined : byId.get(normaliseCustomerId(text));
    if (id || profile.employerBy === 'id') return id;
    const named = byName.get(text.toLowerCase()) ?? [];
    return named.length === 1 ? named[0] : named.length > 1 ? named : undefined;
  };

  return (
    line: SettlementLine,
    file: { name: string; hash: string },
    issue: (i: ParseIssue) => void,
  ): StageValue[] | null => {
    const fail = (code: string, message: string) => {
      issue({ line: line.line, severity: 'error', code, message, raw: line.raw.slice(0, 500) });
      return null;
    };
    const found = find(line.employer);
    if (!found) {
      return fail(
        'SETTLEMENT_UNKNOWN_EMPLOYER',
        `Employer '${line.employer}' is not an employer of this organisation (by id${profile.employerBy === 'id' ? '' : ' or exact name'}); add it first.`,
      );
    }
    if (Array.isArray(found)) {
      return fail(
        'SETTLEMENT_AMBIGUOUS_EMPLOYER',
        `Several employers are named '${line.employer}' (${found.map((e) => e.coId).join(', ')}); give the employer id.`,
      );
    }
    if (found.partner !== partner) {
      return fail(
        'SETTLEMENT_OTHER_PARTNER',
        `Employer ${found.coId} belongs to partner ${found.partner ?? '(none)'}, not ${partner}.`,
      );
    }
    const account = accounts[line.type];
    if ('error' in account) return fail('SETTLEMENT_NO_ACCOUNT', account.error);
    // In EWA_LEDGER_ENTRIES' column order. Keys are the partner's: another file's lines never collide.
    return [
      `ewa:${partner}:${line.rowKey}`,
      line.line,
      '',
      line.worker,
      line.amountMinor,
      line.date,
      line.date,
      found.coId,
      partner,
      '',
      account.ledger,
      '',
      account.accountName,
      account.ledgerId,
      account.accountId,
      file.name,
      file.hash,
      line.line,
      'open',
    ];
  };
}
