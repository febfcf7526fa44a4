import { bai2Today, isoDay } from '../../fixtures/clock';
import { authHeader, BANK_ACCOUNTS, bai2Statement, signInAndOpen, uniqueRunId } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';
import {
  api,
  arrowTo,
  bankPane,
  filterPane,
  focusedOption,
  ledgerPane,
  type MatchRow,
  REMATCH_PATH,
  shown,
  snackbar,
  usDate,
} from './helpers';

const OPERATING = BANK_ACCOUNTS.operating;

interface OpenLine {
  id: string;
  amount: string;
  amountMinor: number;
  date: string;
  text: string;
}

/** Posts an Operating book entry dated `date` (today by default) as the dialog would; answers its id. */
async function postOperatingEntry(
  page: Page,
  details: string,
  amount: string,
  date = isoDay(),
): Promise<string> {
  const answer = await api<{ data: { id: string } }>(
    page,
    'POST',
    '/api/bankRec/items/bankRecLedger/newBankLedger',
    {
      data: {
        details,
        amount,
        transactionDate: date,
        coName: 'B&J-01',
        account: 'Service Fees',
        addNew: true,
        autoMatch: false,
      },
    },
  );
  return answer.data.id;
}

/**
 * A suggestion the test makes itself, in a month no demo task certifies: a book entry 0.37 off the bank's
 * latest analysis fee (this month's or last month's), which the amount-tolerance rule suggests, never
 * confirms. The demo's own suggestions span two years, and a certified month refuses the match.
 */
async function feeSuggestion(page: Page, word: string): Promise<void> {
  const open = await api<{ data: { rows: OpenLine[] } }>(
    page,
    'GET',
    `/api/bankRec/items/open?side=bank&accountId=${OPERATING}&from=${isoDay(-45)}&limit=500`,
  );
  const fee = open.data.rows.filter((l) => l.text.includes('ACCOUNT ANALYSIS FEE')).at(-1);
  expect(fee, 'the bank charges an analysis fee every month').toBeTruthy();
  if (!fee) return;
  const amount = ((fee.amountMinor - 37) / 100).toFixed(2);
  await postOperatingEntry(page, `Analysis fee ${word}`, amount, fee.date);
  const run = await api<{ data: { jobId: string } }>(page, 'POST', '/api/bankRec/items/autoMatch', {
    accountId: OPERATING,
  });
  await expect
    .poll(
      async () =>
        (
          await api<{ data: { status: string } }>(
            page,
            'GET',
            `/api/bankRec/items/autoMatch/${run.data.jobId}`,
          )
        ).data.status,
      { timeout: 60_000 },
    )
    .toBe('succeeded');
}

/**
 * An open ledger entry and an open bank transaction of the account with the same amount (the demo
 * statements are built from the ledger, so most open entries have one). When auto-match left none open,
 * a one-to-one auto match is undone to give one.
 */
async function balancedOpenPair(page: Page, accountId: string) {
  const open = (side: string, extra = '') =>
    api<{ data: { rows: OpenLine[] } }>(
      page,
      'GET',
      `/api/bankRec/items/open?side=${side}&accountId=${accountId}&limit=40${extra}`,
    );
  const usable = (line: { text: string }) => line.text.trim().length > 3;
  for (const ledgerLine of (await open('ledger')).data.rows.filter(usable)) {
    const bank = await open('bank', `&q=${encodeURIComponent(ledgerLine.amount)}`);
    const bankLine = bank.data.rows.find((b) => b.amountMinor === ledgerLine.amountMinor && usable(b));
    if (bankLine) return { ledgerItem: ledgerLine, bankItem: bankLine };
  }
  const matches = await api<{ data: { rows: MatchRow[] } }>(
    page,
    'GET',
    `/api/bankRec/items/matches?accountId=${accountId}&status=confirmed&limit=200`,
  );
  const pair = matches.data.rows.find(
    (m) =>
      m.items.length === 2 && m.difference === '0.00' && m.items.every((i) => i.id !== null && usable(i)),
  );
  if (!pair) throw new Error('no balanced pair of lines on the account');
  await api(page, 'POST', `/api/bankRec/items/unmatch/${pair.id}`, { reason: 'e2e: open the pair again' });
  const ledgerItem = pair.items.find((i) => i.side === 'ledger');
  const bankItem = pair.items.find((i) => i.side === 'bank');
  if (!ledgerItem || !bankItem) throw new Error('a pair has one line of each side');
  return { ledgerItem, bankItem };
}
const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/**
 * Imports a BAI2 statement of `lines` credits of 0.01-9.99 (nothing on the book side matches them) for
 * the account through the API, waits until it is imported, and answers its import id.
 */
async function importLongStatement(page: Page, accountId: string, lines: number): Promise<string> {
  const id = uniqueRunId();
  const content = bai2Statement({
    account: accountId,
    asOf: bai2Today(),
    fileId: id,
    lines: Array.from({ length: lines }, (_, i) => ({
      typeCode: '165',
      cents: 1 + ((i * 37) % 999),
      bankReference: `E2ELONG${id}${i}`,
      text: `E2E LONG PANE ${id} LINE ${i + 1}`,
    })),
  });
  const response = await page.request.post('/api/bankRec/items/fileImport', {
    headers: await authHeader(page),
    multipart: {
      file: { name: `long-${id.toLowerCase()}.bai2`, mimeType: 'text/plain', buffer: Buffer.from(content) },
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  const { importId } = ((await response.json()) as { data: { importId: string } }).data;
  await expect
    .poll(
      async () =>
        (await api<{ data: { status: string } }>(page, 'GET', `/api/bankRec/items/fileImport/${importId}`))
          .data.status,
      { timeout: 60_000 },
    )
    .toBe('Completed');
  return importId;
}

test.describe('re-match', () => {
  // Long flows through a real server; a loaded machine needs more than the default minute.
  test.describe.configure({ timeout: 180_000 });

  test('two lines matched with the keyboard balance to 0.00; the match is undone in the Matched tab', async ({
    page,
  }) => {
    await signInAndOpen(page, '/app/bankRec/clientList');
    const { ledgerItem, bankItem } = await balancedOpenPair(page, OPERATING);

    await page.goto(`${REMATCH_PATH}?account=${OPERATING}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Re-match' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Bank account' })).toContainText(OPERATING.slice(-4));

    // Each pane filtered by the amount shows the line among few.
    await filterPane(page, 'ledger', ledgerItem.amount);
    await filterPane(page, 'bank', bankItem.amount);
    await expect(
      ledgerPane(page).getByRole('option').filter({ hasText: ledgerItem.text }).first(),
    ).toBeVisible();
    await expect(bankPane(page).getByRole('option').filter({ hasText: bankItem.text }).first()).toBeVisible();
    const ledgerBefore = count(
      await page.getByTestId('ledger-totals').locator('strong').first().textContent(),
    );
    const bankBefore = count(await page.getByTestId('bank-totals').locator('strong').first().textContent());

    // Keyboard only: focus the ledger pane, walk to the entry, Space; → to the bank pane, walk, Space.
    await ledgerPane(page).focus();
    await arrowTo(ledgerPane(page), [ledgerItem.text, usDate(ledgerItem.date)]);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('selection-ledger')).toHaveText(shown(ledgerItem.amount));
    await page.keyboard.press('ArrowRight');
    await expect(bankPane(page)).toBeFocused();
    await arrowTo(bankPane(page), [bankItem.text, usDate(bankItem.date)]);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('selection-bank')).toHaveText(shown(bankItem.amount));
    await expect(page.getByTestId('selection-difference')).toHaveText('0.00');
    const selectedOptions = page.getByRole('option', { selected: true });
    await expect(selectedOptions).toHaveCount(2);
    await expect(
      page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Match', exact: true }),
    ).toBeEnabled();

    // Enter matches; both panes refresh and a snackbar confirms.
    await page.keyboard.press('Enter');
    await expect(snackbar(page, 'Matched 2 lines.')).toBeVisible();
    await expect(page.getByTestId('selection-difference')).toHaveText('0.00');
    await expect(selectedOptions).toHaveCount(0);
    await expect(page.getByTestId('ledger-totals').locator('strong').first()).toHaveText(
      (ledgerBefore - 1).toLocaleString('en-US'),
    );
    await expect(page.getByTestId('bank-totals').locator('strong').first()).toHaveText(
      (bankBefore - 1).toLocaleString('en-US'),
    );

    // The Matched tab lists it first (newest first); U on the focused match asks for a reason and undoes it.
    await page.getByRole('tab', { name: 'Matched' }).click();
    const first = page.getByRole('list', { name: 'Matches' }).getByRole('listitem').first();
    await expect(first).toContainText('Manual');
    await expect(first).toContainText(ledgerItem.text);
    await expect(first).toContainText(usDate(bankItem.date));
    await first.focus();
    await page.keyboard.press('u');
    const dialog = page.getByRole('dialog', { name: 'Unmatch' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason (optional)').fill('e2e: wrong pairing');
    await dialog.getByRole('button', { name: 'Unmatch' }).click();
    await expect(snackbar(page, 'Match undone: its lines are open again.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Undone matches show as such when the status filter asks for them.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Undone' }).click();
    const undone = page.getByRole('listitem').filter({ hasText: 'e2e: wrong pairing' });
    await expect(undone).toHaveCount(1);
    await expect(undone).toContainText('Undone');
    await expect(undone.getByRole('button', { name: 'Unmatch' })).toHaveCount(0);

    // Its lines are open again.
    await page.getByRole('tab', { name: 'Open items' }).click();
    await filterPane(page, 'ledger', ledgerItem.amount);
    await expect(
      ledgerPane(page)
        .getByRole('option')
        .filter({ hasText: ledgerItem.text })
        .filter({ hasText: usDate(ledgerItem.date) }),
    ).toHaveCount(1);
  });

  test('a selection that does not balance is matched with a reconciling type and a reason', async ({
    page,
  }) => {
    // Two entries of today: a certified month refuses matches, and the demo certifies past months.
    await signInAndOpen(page, '/app/bankRec/clientList');
    const word = uniqueRunId();
    await postOperatingEntry(page, `Unbalanced A ${word}`, '12.34');
    await postOperatingEntry(page, `Unbalanced B ${word}`, '5.67');
    // A third stays open for the Escape check after the match.
    await postOperatingEntry(page, `Unbalanced C ${word}`, '8.90');
    await page.goto(`${REMATCH_PATH}?account=${OPERATING}&from=${isoDay()}`);
    const ledger = ledgerPane(page);
    await expect(ledger.getByRole('option').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(ledger.getByRole('option').first()).toContainText(/\d\d\/\d\d\/\d{4}/);
    await ledger.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(page.getByRole('option', { selected: true })).toHaveCount(2);
    const ledgerTotal = await page.getByTestId('selection-ledger').textContent();
    await expect(page.getByTestId('selection-difference')).not.toHaveText('0.00');
    // The difference is bank − ledger: with no bank line it is the ledger total negated.
    const negated = ledgerTotal?.startsWith('-') ? ledgerTotal.slice(1) : `-${ledgerTotal}`;
    await expect(page.getByTestId('selection-difference')).toHaveText(negated === '-0.00' ? '0.00' : negated);

    await page.keyboard.press('Control+Enter');
    const dialog = page.getByRole('dialog', { name: 'Record the difference' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: /Reconciling type/ }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.filter({ hasText: 'Aged Uncleared' })).toHaveCount(0);
    await expect(options.filter({ hasText: 'Negative Liabilities' })).toHaveCount(0);
    await options.first().click();
    await dialog.getByRole('button', { name: 'Match' }).click();
    await expect(dialog.getByText('At least 3 characters')).toBeVisible();
    await dialog.getByLabel(/Reason/).fill('e2e: two entries cleared together');
    await dialog.getByRole('button', { name: 'Match' }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page, /^Matched 2 lines with a .+ adjustment of /)).toBeVisible();

    // Escape clears a selection.
    await ledger.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('option', { selected: true })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option', { selected: true })).toHaveCount(0);
  });

  test('a long pane renders only the rows in view and reaches its last row with End', async ({ page }) => {
    await signInAndOpen(page, `${REMATCH_PATH}?account=${BANK_ACCOUNTS.taxImpound}`);
    const totals = page.getByTestId('ledger-totals').locator('strong').first();
    await expect(totals).toHaveText(/^[\d,]+$/);
    const total = count(await totals.textContent());
    expect(total).toBeGreaterThan(0);
    const ledger = ledgerPane(page);
    await expect(ledger.getByRole('option').first()).toContainText(/\d\d\/\d\d\/\d{4}/);
    await ledger.focus();
    await page.keyboard.press('End');
    await expect(ledger).toHaveAttribute('aria-activedescendant', new RegExp(`-row-${total - 1}$`));
    const last = await focusedOption(ledger);
    await expect(last).toHaveAttribute('aria-posinset', String(total));
    await expect(last).toHaveAttribute('aria-setsize', String(total));
    await expect(last).toContainText(/\d\d\/\d\d\/\d{4}/);
    expect(await ledger.getByRole('option').count()).toBeLessThan(Math.min(total + 1, 80));
    await page.keyboard.press('Home');
    await expect(ledger).toHaveAttribute('aria-activedescendant', /-row-0$/);
    await expect(await focusedOption(ledger)).toHaveAttribute('aria-posinset', '1');
  });

  test('Shift+End selects every line to the last, also those not scrolled to yet', async ({ page }) => {
    await signInAndOpen(page, '/app/bankRec/clientList');
    // A pane longer than the windows it loads at first (200 rows each): a statement of 450 small credits
    // that match nothing on the Tax Impound account, un-imported again at the end.
    const statement = await importLongStatement(page, BANK_ACCOUNTS.taxImpound, 450);
    try {
      await page.goto(`${REMATCH_PATH}?account=${BANK_ACCOUNTS.taxImpound}`);
      const paneTotals = page.getByTestId('bank-totals');
      await expect(paneTotals.locator('strong').first()).toHaveText(/^[\d,]+$/);
      const total = count(await paneTotals.locator('strong').first().textContent());
      expect(total).toBeGreaterThan(450);
      expect(total).toBeLessThanOrEqual(5000);
      const bank = bankPane(page);
      await expect(bank.getByRole('option').first()).toContainText(/\d\d\/\d\d\/\d{4}/);
      await bank.focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('Space');
      await page.keyboard.press('Shift+End');
      // Every line, to the cent: the selection's sum is the pane's total.
      await expect(page.getByTestId('selection-totals')).toContainText(`Bank (${total})`);
      const paneSum = /Total (-?[\d,]+\.\d\d)/.exec((await paneTotals.textContent()) ?? '')?.[1];
      expect(paneSum).toBeDefined();
      await expect(page.getByTestId('selection-bank')).toHaveText(paneSum ?? '');
    } finally {
      await api(page, 'POST', `/api/bankRec/items/fileImport/${statement}/unimport`, {});
    }
  });

  test('auto-match shows its progress and then its summary', async ({ page }) => {
    await signInAndOpen(page, `${REMATCH_PATH}?account=${BANK_ACCOUNTS.payrollClearing}`);
    await expect(page.getByTestId('ledger-totals')).toContainText('entries');
    const started = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/bankRec/items/autoMatch' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Auto-match' }).click();
    expect((await started).status()).toBe(202);
    const summary = page.getByTestId('auto-match-summary');
    await expect(summary).toBeVisible({ timeout: 60_000 });
    await expect(summary).toContainText('Auto-match finished');
    for (const figure of ['Confirmed', 'Suggested', 'Left open'])
      await expect(summary.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.getByTestId('summary-left-open')).toContainText(/\d+ bank · \d+ ledger/);
    await expect(page.getByRole('button', { name: 'Auto-match' })).toBeEnabled();

    // Leaving the page and coming back in this tab shows the account's last run again.
    await page.goto('/app/bankRec/panel');
    await page.goto(`${REMATCH_PATH}?account=${BANK_ACCOUNTS.payrollClearing}`);
    await expect(page.getByTestId('auto-match-summary')).toContainText('Auto-match finished');
  });

  test('a suggestion is accepted from the keyboard and leaves the list', async ({ page }) => {
    await signInAndOpen(page, '/app/bankRec/clientList');
    const word = uniqueRunId();
    await feeSuggestion(page, word);
    await page.goto(`${REMATCH_PATH}?account=${OPERATING}&tab=suggestions`);
    const status = page.getByText(/^\d[\d,]* pending suggestions?$/);
    await expect(status).toBeVisible();
    const before = count(await status.textContent());
    const cards = page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem');
    const card = cards.filter({ hasText: `Analysis fee ${word}` }).first();
    await expect(card).toContainText(/Score \d+/);
    await expect(card).toContainText('Rule');
    await expect(card.getByRole('list', { name: 'Reasons' }).getByRole('listitem').first()).toBeVisible();
    const adjusted = (await card.textContent())?.includes('Needs adjustment') ?? false;
    await card.focus();
    await page.keyboard.press('a');
    if (adjusted) {
      const dialog = page.getByRole('dialog', { name: 'Record the difference' });
      await dialog.getByRole('combobox', { name: /Reconciling type/ }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await dialog.getByLabel(/Reason/).fill('e2e: accepted with its difference');
      await dialog.getByRole('button', { name: 'Match' }).click();
    }
    await expect(snackbar(page, /^Suggestion accepted/)).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^${(before - 1).toLocaleString('en-US')} pending suggestions?$`)),
    ).toBeVisible();
    // It is a match now.
    await page.getByRole('tab', { name: 'Matched' }).click();
    await expect(page.getByRole('list', { name: 'Matches' }).getByRole('listitem').first()).toContainText(
      'Confirmed',
    );
  });
  test('a suggestion is rejected with a reason from the keyboard and leaves the list', async ({ page }) => {
    await signInAndOpen(page, '/app/bankRec/clientList');
    const suggestions = (status: string, accountId = '') =>
      api<{ data: { rows: { accountId: string }[]; total: number } }>(
        page,
        'GET',
        `/api/bankRec/items/suggestions?status=${status}&limit=1${accountId ? `&accountId=${accountId}` : ''}`,
      );
    const [first] = (await suggestions('pending')).data.rows;
    expect(first, 'the demo data leaves suggestions to decide').toBeTruthy();
    if (!first) return;
    const rejectedBefore = (await suggestions('rejected', first.accountId)).data.total;
    await page.goto(`${REMATCH_PATH}?account=${first.accountId}&tab=suggestions`);
    const status = page.getByText(/^\d[\d,]* pending suggestions?$/);
    await expect(status).toBeVisible();
    const before = count(await status.textContent());
    const card = page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').first();
    await card.focus();
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'Reject suggestion' });
    await expect(dialog).toContainText('will not suggest these');
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText(new RegExp(`^${before.toLocaleString('en-US')} pending`));
    await card.focus();
    await page.keyboard.press('r');
    await dialog.getByLabel(/Reason/).fill('e2e: different clients, not one deposit');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(snackbar(page, /^Suggestion rejected/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(new RegExp(`^${(before - 1).toLocaleString('en-US')} pending suggestions?$`)),
    ).toBeVisible();
    expect((await suggestions('rejected', first.accountId)).data.total).toBe(rejectedBefore + 1);
  });
});
