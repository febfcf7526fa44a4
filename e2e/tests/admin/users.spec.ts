import { expectNoSeriousViolations } from '../../fixtures/axe';
import {
  inDarkTheme,
  mainNavigation,
  NEW_USER_PASSWORD,
  signIn,
  USERS,
  uniqueEmail,
} from '../../fixtures/demo';
import { type MailSink, startMailSink } from '../../fixtures/mail-sink';
import { expect, type Page, test } from '../../fixtures/test';
import { MAIL_SINK_PORT } from '../../playwright.config';

const USERS_PAGE = '/app/usersPanel/userUserPanelChild';
let sink: MailSink;

test.beforeAll(async () => {
  sink = await startMailSink(MAIL_SINK_PORT);
});
test.afterAll(async () => sink?.close());

/** The invitation link of the newest message to `email` (the server sends through SMTP to the sink). */
async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const message = [...sink.messages].reverse().find((m) => m.includes(`To: ${email}`));
      link = /(http:\/\/\S+\/invitation#token=[A-Za-z0-9_-]+)/.exec(message ?? '')?.[1];
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

const row = (page: Page, email: string) => page.locator(`[data-testid="user-row"][data-email="${email}"]`);

async function rowAction(page: Page, email: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('users panel (issue 17)', () => {
  test('ops invites a user, who joins; ops gives them the bank-rec role and their navigation changes', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('invitee');
    await signIn(page, USERS.ops);
    await mainNavigation(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${USERS_PAGE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
    await expect(row(page, USERS.bankrec)).toContainText('Bank reconciliation · 128');

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('checkbox', { name: 'Employer funds · 135' }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(page, email)).toContainText('Invited');

    // The invitee opens the e-mailed link in their own browser and sets a password.
    const link = await invitationLink(email);
    const theirs = await browser.newContext();
    const invitee = await theirs.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('Join Demo Payroll Bureau');
    await invitee.getByLabel('Password', { exact: true }).fill('weak');
    await invitee.getByLabel('Confirm password').fill('weak');
    await invitee.getByRole('button', { name: 'Set password and join' }).click();
    await expect(invitee.getByText('Passwords must include at least 8 characters')).toBeVisible();
    await invitee.getByLabel('Password', { exact: true }).fill(NEW_USER_PASSWORD);
    await invitee.getByLabel('Confirm password').fill(NEW_USER_PASSWORD);
    await expect(invitee.getByText('Password Match')).toBeVisible();
    await invitee.getByRole('button', { name: 'Set password and join' }).click();
    await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('You have joined');
    await invitee.getByRole('link', { name: 'Sign in' }).click();
    await signIn(invitee, email, NEW_USER_PASSWORD);
    await expect(mainNavigation(invitee)).toBeVisible();
    await expect(mainNavigation(invitee).getByText('Bank Reconciliation')).toHaveCount(0);

    // The link works once (opened signed out: the invitation page is a guest page).
    const fresh = await browser.newContext();
    const again = await fresh.newPage();
    await again.goto(link);
    await expect(again.getByRole('alert')).toContainText('already been used or has expired');
    await fresh.close();

    // Ops gives them the bank reconciliation role instead; the change is in their history.
    await page.reload();
    await expect(row(page, email)).toContainText('Active');
    await rowAction(page, email, 'Change roles');
    const roles = page.getByRole('dialog', { name: `Roles of ${email}` });
    await roles.getByRole('checkbox', { name: 'Employer funds · 135' }).uncheck();
    await roles.getByRole('checkbox', { name: 'Bank reconciliation · 128' }).check();
    await roles.getByRole('button', { name: 'Save roles' }).click();
    await expect(roles).toHaveCount(0);
    await expect(row(page, email)).toContainText('Bank reconciliation · 128');
    await rowAction(page, email, 'History');
    const drawer = page.getByRole('dialog', { name: 'History' });
    await expect(drawer.getByTestId('history-entry').first()).toContainText('Roles changed');
    await expect(drawer.getByTestId('history-entry').first()).toContainText(
      'Employer funds → Bank reconciliation',
    );
    await drawer.getByRole('button', { name: 'Close history' }).click();

    await invitee.reload();
    await expect(mainNavigation(invitee).getByText('Bank Reconciliation')).toBeVisible();
    await theirs.close();
  });

  test('the last administrator cannot be demoted, and a bank-rec user cannot open the page', async ({
    page,
    browser,
  }) => {
    await signIn(page, USERS.ops);
    // Demo Wage Access has one administrator, ops (the bureau has others: lead and reviewer).
    await page.getByRole('button', { name: 'Organisation: Demo Payroll Bureau' }).click();
    await page.getByRole('menuitemradio', { name: 'Demo Wage Access' }).click();
    await expect(page.getByRole('button', { name: 'Organisation: Demo Wage Access' })).toBeVisible();
    await page.goto(USERS_PAGE);
    await rowAction(page, USERS.ops, 'Remove from organisation');
    const confirm = page.getByRole('dialog', { name: 'Remove from the organisation?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm.getByRole('alert')).toContainText('last administrator');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // Back to the bureau, where ops's later sign-ins start.
    await page.getByRole('button', { name: 'Organisation: Demo Wage Access' }).click();
    await page.getByRole('menuitemradio', { name: 'Demo Payroll Bureau' }).click();
    await expect(page.getByRole('button', { name: 'Organisation: Demo Payroll Bureau' })).toBeVisible();

    const other = await browser.newContext();
    const bank = await other.newPage();
    await signIn(bank, USERS.bankrec);
    await bank.goto(USERS_PAGE);
    await expect(bank.getByText('Your roles in this organisation do not open this page.')).toBeVisible();
    await other.close();
  });

  test('screenshots at 1440 and 390, light and dark', async ({ page }) => {
    // Four full-page screenshots, two theme changes and axe scans: more than one sign-in's worth of time.
    test.slow();
    await signIn(page, USERS.ops);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(USERS_PAGE);
      await expect(row(page, USERS.bankrec)).toBeVisible();
      await page.screenshot({ path: `.artifacts/screens/users-${width}-light.png`, fullPage: true });
      await expectNoSeriousViolations(page, `users ${width} light`);
      await inDarkTheme(page, async () => {
        await expect(row(page, USERS.bankrec)).toBeVisible();
        await page.screenshot({ path: `.artifacts/screens/users-${width}-dark.png`, fullPage: true });
        await expectNoSeriousViolations(page, `users ${width} dark`);
      });
    }
    // The dialogs and the history drawer, on a desk.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Invite user' }).click();
    await expectNoSeriousViolations(page, 'invite dialog');
    await page.screenshot({ path: '.artifacts/screens/users-invite-1440-light.png' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await rowAction(page, USERS.ops, 'History');
    await expect(
      page.getByRole('dialog', { name: 'History' }).getByTestId('history-entry').first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'history drawer');
    await page.screenshot({ path: '.artifacts/screens/users-history-1440-light.png' });
  });
});
