import { signInAndOpen, USERS, uniqueRunId } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';
import {
  activityRow,
  bankCsv,
  centsOf,
  chooseFile,
  coverageRow,
  EMPLOYER,
  EWA_ACTIVITY_PATH,
  EWA_IMPORT_LOGS_PATH,
  EWA_REMATCH_PATH,
  openSettlementForm,
  PARTNER,
  progressOf,
  SETTLEMENT_ACCOUNT,
  sendFile,
  settlementFile,
  shownCents,
} from './reconcile-helpers';

/**
 * Issue 13, done when: as ewa@demo.test, upload a partner settlement file and a bank statement, watch
 * their progress, see the activity log, match on Re-match what auto-match left, see the employer's
 * coverage change on the sub-ledger page, and un-import the file.
 */
test.describe('employer-funds reconciliation', () => {
  // Two imports, their auto-match and an un-import through a real server.
  test.describe.configure({ timeout: 240_000 });

  test('settlement file and bank statement imported, matched on Re-match, coverage follows, file un-imported', async ({
    page,
  }) => {
    const run = uniqueRunId();
    // Two advances on a day long before the demo's data; the bank pays them in one debit three weeks later,
    // outside any matching window and naming no partner, so only a person can match them.
    const advances = [123_456 + (Date.now() % 5_000), 65_432];
    const total = advances[0]! + advances[1]!;
    const decimal = (cents: number) => (cents / 100).toFixed(2);
    const settlementName = `brightpay-${run.toLowerCase()}.csv`;
    const statementName = `ewa-settlement-${run.toLowerCase()}.csv`;

    await signInAndOpen(page, '/app/ewa/subledgerRec', USERS.ewa);
    const before = centsOf(
      (await (await coverageRow(page, EMPLOYER)).getByTestId('balance').textContent()) ?? '',
    );

    // The partner settlement file: the partner chosen with the type-ahead, its column profile shown.
    await page.goto(EWA_ACTIVITY_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'File import activity' })).toBeVisible();
    await openSettlementForm(page, PARTNER);
    const profile = page.getByTestId('settlement-profile');
    await expect(profile).toContainText('“employer”');
    await expect(profile).toContainText('Positive amounts');
    await chooseFile(
      page,
      settlementName,
      settlementFile(
        `2025-06-16,${EMPLOYER},W-${run}-1,${decimal(advances[0]!)},advance`,
        `2025-06-16,${EMPLOYER},W-${run}-2,${decimal(advances[1]!)},advance`,
      ),
    );
    await sendFile(page);
    await expect(progressOf(page, settlementName)).toBeVisible();
    await expect(progressOf(page, settlementName)).toHaveAttribute('data-status', 'Completed', {
      timeout: 60_000,
    });
    await expect(progressOf(page, settlementName).getByTestId('import-result')).toHaveAttribute(
      'data-tone',
      'success',
    );

    // The bank statement of the settlement account.
    await page.getByRole('button', { name: 'Bank statement' }).click();
    await chooseFile(
      page,
      statementName,
      bankCsv(`07/07/2025,E2E PAYOUT ${run},-${decimal(total)},${SETTLEMENT_ACCOUNT}`),
    );
    await sendFile(page);
    await expect(progressOf(page, statementName)).toHaveAttribute('data-status', 'Completed', {
      timeout: 60_000,
    });

    // The activity log lists both, completed.
    for (const name of [settlementName, statementName]) {
      await expect(activityRow(page, name).getByTestId('import-status')).toHaveText('Completed');
    }

    // The employer's coverage: its balance lost both advances.
    const after = before - total;
    const row = await coverageRow(page, EMPLOYER);
    await expect(row.getByTestId('balance')).toHaveText(shownCents(after));
    await expect(row).toHaveAttribute('data-short', after < 0 ? 'true' : 'false');
    if (after < 0) await expect(row.getByTestId('shortfall')).toHaveText(shownCents(-after));
    // Its lines open with the balance after them; the summary says the same balance.
    await row.getByRole('button', { name: new RegExp(`^${EMPLOYER} .*show the lines`) }).click();
    const lines = page.getByRole('dialog');
    await expect(lines.getByTestId('coverage-line').first()).toBeVisible();
    await expect(lines.getByTestId('lines-summary')).toContainText(shownCents(after));
    await page.keyboard.press('Escape');

    // Re-match: what auto-match left (the two advances and the payout) matched by hand.
    await page.goto(`${EWA_REMATCH_PATH}?account=${SETTLEMENT_ACCOUNT}&from=2025-06-16&to=2025-07-07`);
    await expect(page.getByRole('heading', { level: 1, name: 'Re-match' })).toBeVisible();
    const ledger = page.getByRole('listbox', { name: 'Ledger entries' });
    const bank = page.getByRole('listbox', { name: 'Bank transactions' });
    await expect(ledger.getByRole('option')).toHaveCount(2);
    await expect(bank.getByRole('option').filter({ hasText: `E2E PAYOUT ${run}` })).toHaveCount(1);
    await ledger.getByRole('option').nth(0).click();
    await ledger.getByRole('option').nth(1).click();
    await bank
      .getByRole('option')
      .filter({ hasText: `E2E PAYOUT ${run}` })
      .click();
    await expect(page.getByTestId('selection-difference')).toHaveText('0.00');
    const matched = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/employeeFunds/items/match' && r.request().method() === 'POST',
    );
    await page
      .getByRole('region', { name: 'Selection' })
      .getByRole('button', { name: 'Match', exact: true })
      .click();
    expect((await matched).ok()).toBe(true);
    await expect(ledger.getByRole('option')).toHaveCount(0);
    await expect(bank.getByRole('option').filter({ hasText: `E2E PAYOUT ${run}` })).toHaveCount(0);

    // Un-import the settlement file: its lines leave the ledger, their match is dissolved.
    await page.goto(EWA_IMPORT_LOGS_PATH);
    await page.getByRole('button', { name: `Un-import ${settlementName}` }).click();
    await page
      .getByRole('dialog', { name: 'Un-import this file?' })
      .getByRole('button', { name: 'Un-import' })
      .click();
    await expect(activityRow(page, settlementName).getByTestId('import-status')).toHaveText('Un-imported');

    // The employer's coverage is back where it was; the payout is open again.
    await expect((await coverageRow(page, EMPLOYER)).getByTestId('balance')).toHaveText(shownCents(before));
    await page.goto(`${EWA_REMATCH_PATH}?account=${SETTLEMENT_ACCOUNT}&from=2025-06-16&to=2025-07-07`);
    await expect(bank.getByRole('option').filter({ hasText: `E2E PAYOUT ${run}` })).toHaveCount(1);
    await expect(ledger.getByRole('option')).toHaveCount(0);
  });

  test('the quick panel and the navigation lead to the employer-funds reconciliation pages', async ({
    page,
  }) => {
    await signInAndOpen(page, '/app/ewa/orgList', USERS.ewa);
    const openPanel = async () => {
      await page.getByRole('button', { name: 'Quick panel', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Quick panel' });
      await expect(panel.getByText('Reconciliation Tasks')).toBeVisible();
      return panel;
    };
    for (const [task, path, title] of [
      ['Re-match', EWA_REMATCH_PATH, 'Re-match'],
      ['Activity Log', EWA_ACTIVITY_PATH, 'File import activity'],
      ['Un-Import Files', EWA_IMPORT_LOGS_PATH, 'Un-import files'],
    ] as const) {
      await (await openPanel()).getByRole('link', { name: task }).click();
      // Re-match writes the account it opened into the address once its accounts have loaded.
      await expect(page).toHaveURL(new RegExp(`${path}(\\?account=\\d+)?$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    for (const [entry, title] of [
      ['Sub-ledger Reconciliation', 'Sub-ledger Rec'],
      ['Ledger Reconciliation', 'Ledger Rec'],
    ] as const) {
      await page.getByRole('navigation').getByRole('link', { name: entry, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test("a settlement file naming an unknown employer fails whole, with its line's reason on the area's issues page", async ({
    page,
  }) => {
    const run = uniqueRunId();
    const fileName = `brightpay-unknown-${run.toLowerCase()}.csv`;
    await signInAndOpen(page, EWA_ACTIVITY_PATH, USERS.ewa);
    await openSettlementForm(page, PARTNER);
    await chooseFile(
      page,
      fileName,
      settlementFile(
        `2025-06-17,${EMPLOYER},W-${run}-1,10.00,advance`,
        `2025-06-17,NOSUCH${run},W-${run}-2,20.00,advance`,
      ),
    );
    await sendFile(page);
    await expect(progressOf(page, fileName)).toHaveAttribute('data-status', 'Failed', { timeout: 60_000 });
    const row = activityRow(page, fileName);
    await expect(row.getByTestId('first-reason')).toContainText(`Line 3: Employer 'NOSUCH${run}'`);
    await row.getByRole('link', { name: `Why it failed of ${fileName}` }).click();
    await expect(page).toHaveURL(/\/app\/ewa\/ErrorMessage\//);
    await expect(page.getByTestId('issues-summary')).toContainText('The file was not imported');
    await expect(page.getByTestId('issue-row')).toHaveCount(1);
    await page.getByRole('main').getByRole('link', { name: 'Activity log', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${EWA_ACTIVITY_PATH}$`));
  });
});
