import {
  addToRow,
  canonicalEwaTransferLines,
  newTransferDraft,
  switchTransferMode,
  type TransferDraft,
  validateTransfer,
} from '@clearline/domain/ledger';
import { describe, expect, it } from 'vitest';
import { DEMO_LEDGER_CONFIG, DEMO_PARSE_CODES, DEMO_TENANT } from './demo-config.fixture';
import { buildLedgerSetup } from './ledger-setup';
import {
  buildEwaTransferRequest,
  buildTransferRequest,
  chooseRowAccount,
  rowShowsTaxCode,
  setRowField,
  sha256Hex,
  toEwaTransferDraft,
  transferHash,
} from './transfer-request';

const { config } = buildLedgerSetup(DEMO_LEDGER_CONFIG, DEMO_PARSE_CODES, DEMO_TENANT);

/** The documented example of docs/domain/bank-rec-records.md ("transferHash"). */
function documentedDraft(): TransferDraft {
  let draft = newTransferDraft('2026-11-02');
  draft = { ...draft, details: 'Reclass funding overage' };
  draft = chooseRowAccount(draft, 'from', 'Client Funding', config);
  draft = setRowField(draft, 'from', 'customer', 'B&J-01');
  draft = setRowField(draft, 'from', 'amount', '1500');
  draft = chooseRowAccount(draft, 0, 'Federal Tax', config);
  draft = setRowField(draft, 0, 'customer', 'st marks');
  draft = setRowField(draft, 0, 'amount', '1500.00');
  return setRowField(draft, 0, 'taxCode', '941');
}

describe('transfer request', () => {
  it('hashes SHA-256 as lower-case hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('reproduces the documented transferHash exactly', async () => {
    const result = await buildTransferRequest(documentedDraft(), config);
    if (!result.ok) throw new Error(`not built: ${result.reason}`);
    expect(result.body.data.transferHash).toBe(
      'b753c529df4715414d91af0799ba62c207f78fe99c8906aed658777a57f62c10',
    );
    expect(result.body.data.nonBnkTransfer).toBe(false);
    expect(result.lines.map((l) => [l.amount, l.co, l.transactionType, l.taxCode])).toEqual([
      ['-1500.00', 'B&J-01', 'Book Transfer Debit', ''],
      ['1500.00', 'ST MARKS', 'Book Transfer Credit', '941'],
    ]);
    expect(await transferHash(result.lines)).toBe(result.body.data.transferHash);
  });

  it('refuses a draft the domain would not submit', async () => {
    const draft = setRowField(documentedDraft(), 0, 'amount', '1499.99');
    expect(validateTransfer(draft).canSubmit).toBe(false);
    expect(await buildTransferRequest(draft, config)).toEqual({ ok: false, reason: 'invalidDraft' });
  });

  it('balances one from-row against two to-rows to the cent', async () => {
    let draft = documentedDraft();
    draft = setRowField(draft, 0, 'amount', '1000.10');
    draft = addToRow(draft);
    draft = chooseRowAccount(draft, 1, 'Net Pay', config);
    draft = setRowField(draft, 1, 'customer', 'B&J-01');
    draft = setRowField(draft, 1, 'amount', '499.89');
    expect(validateTransfer(draft).canSubmit).toBe(false);
    draft = setRowField(draft, 1, 'amount', '499.90');
    const result = await buildTransferRequest(draft, config);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.lines.map((l) => l.amount)).toEqual(['-1500.00', '1000.10', '499.90']);
  });

  it('clears a tax code when a non-Tax account is chosen', () => {
    let draft = documentedDraft();
    expect(rowShowsTaxCode(draft, 0, config)).toBe(true);
    draft = chooseRowAccount(draft, 0, 'Net Pay', config);
    expect(draft.to[0]?.taxCode).toBe('');
    expect(rowShowsTaxCode(draft, 0, config)).toBe(false);
  });

  it('lets non-banking to-rows follow the from account', () => {
    let draft = switchTransferMode(documentedDraft(), 'nonBanking');
    draft = chooseRowAccount(draft, 'from', 'Federal Tax', config);
    expect(rowShowsTaxCode(draft, 0, config)).toBe(true);
    draft = setRowField(draft, 0, 'taxCode', '941');
    draft = chooseRowAccount(draft, 'from', 'Net Pay', config);
    expect(rowShowsTaxCode(draft, 0, config)).toBe(false);
    expect(draft.to[0]?.taxCode).toBe('');
  });
});

describe('employer-funds transfer request', () => {
  const employers = {
    ACME: { employerName: 'Acme Foods', partner: 'P1', partnerName: 'PayNow' },
    BETA: { employerName: 'Beta Tools', partner: 'P2', partnerName: 'WageFlow' },
  };

  function ewaDraft(): TransferDraft {
    let draft = newTransferDraft('2026-11-02');
    draft = { ...draft, details: 'Move pre-funding' };
    draft = setRowField(draft, 'from', 'account', 'Client Funding');
    draft = setRowField(draft, 'from', 'customer', 'ACME');
    draft = setRowField(draft, 'from', 'amount', '250.10');
    draft = setRowField(draft, 0, 'account', 'Client Funding');
    draft = setRowField(draft, 0, 'customer', 'BETA');
    draft = setRowField(draft, 0, 'taxCode', 'cust-7');
    return setRowField(draft, 0, 'amount', '250.1');
  }

  it('reads the row party as the employer, its pick as the partner and the extra as the payroll customer', () => {
    const ewa = toEwaTransferDraft(ewaDraft(), employers);
    expect(ewa.from).toMatchObject({ employer: 'ACME', partner: 'P1', partnerName: 'PayNow', customer: '' });
    expect(ewa.to[0]).toMatchObject({ employer: 'BETA', employerName: 'Beta Tools', customer: 'cust-7' });
  });

  it('builds balanced lines hashed over their canonical text', async () => {
    const result = await buildEwaTransferRequest(toEwaTransferDraft(ewaDraft(), employers), config);
    if (!result.ok) throw new Error(`not built: ${result.reason}`);
    expect(result.lines.map((l) => [l.amount, l.employer, l.partner, l.customer])).toEqual([
      ['-250.10', 'ACME', 'P1', ''],
      ['250.10', 'BETA', 'P2', 'CUST-7'],
    ]);
    expect(result.body.data.transferHash).toBe(await sha256Hex(canonicalEwaTransferLines(result.lines)));
  });
});
