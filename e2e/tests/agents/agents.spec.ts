import { expectNoSeriousViolations } from '../../fixtures/axe';
import { authHeader, inDarkTheme, mainNavigation, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';

// Issue 19 items 1 and 2: the agents panel and the guided agent demo, as ops@demo.test (an administrator
// of the bureau). The agent's side is driven over HTTP with the agent's own credential, as an agent does.
// This spec imports a statement (its lines auto-match), so it runs with the specs that change the demo.
const PANEL = '/app/agentPanel/agentPanelActivateAgent';
const DEMO = '/app/agentPanel/demo';

const agentRow = (page: Page, name: string) => page.locator(`[data-testid="agent-row"][data-name="${name}"]`);

async function pushAsAgent(page: Page, credential: string, fileName: string, content: string) {
  const res = await page.request.post('/api/agent/files', {
    headers: { authorization: `Bearer ${credential}` },
    multipart: {
      file: { name: fileName, mimeType: 'application/octet-stream', buffer: Buffer.from(content) },
    },
  });
  expect(res.status()).toBe(202);
  return ((await res.json()) as { data: { importId: string; duplicate: boolean } }).data;
}

test.describe('agents (issue 19)', () => {
  test('an administrator registers an agent; it activates and pushes; the toast appears and the panel shows it', async ({
    page,
  }) => {
    await signIn(page, USERS.ops);
    await mainNavigation(page).getByRole('link', { name: 'Agents', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PANEL}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agents');

    const name = `E2E pickup ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Register agent' }).click();
    const register = page.getByRole('dialog', { name: 'Register agent' });
    await register.getByLabel('Name').fill(name);
    await register.getByRole('button', { name: 'Register and get code' }).click();
    const codeDialog = page.getByRole('dialog', { name: `Activation code for ${name}` });
    const code = (await codeDialog.getByTestId('activation-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await expect(codeDialog).toContainText(`npm run agent -- --url`);
    await codeDialog.getByRole('button', { name: 'Done' }).click();
    await expect(agentRow(page, name)).toContainText('Awaiting activation');

    // The agent's side: the code once, then its own credential.
    const activated = await page.request.post('/api/agent/activate', { data: { code } });
    expect(activated.status()).toBe(200);
    const { credential } = (await activated.json()) as { credential: string };
    expect((await page.request.post('/api/agent/activate', { data: { code } })).status()).toBe(401);

    const statement = (
      (await (
        await page.request.post('/api/rec/agents/demo/statement', {
          headers: await authHeader(page),
          data: {},
        })
      ).json()) as { data: { fileName: string; content: string } }
    ).data;
    const pushed = await pushAsAgent(page, credential, statement.fileName, statement.content);
    expect(pushed.duplicate).toBe(false);

    // updateFromAgent: an error-type toast, top-right.
    const toast = page.getByText(`Agent ${name}: ${statement.fileName}: received, importing`);
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box && box.x > 700 && box.y < 200).toBe(true);
    // ...and the end of the import is another notification.
    await expect(
      page.getByText(
        new RegExp(`Agent ${name}: ${statement.fileName.replaceAll('.', '\\.')}: .*records imported`),
      ),
    ).toBeVisible({
      timeout: 30_000,
    });

    // The same bytes again: answered as already imported.
    expect((await pushAsAgent(page, credential, 'again.bai2', statement.content)).duplicate).toBe(true);

    await page.reload();
    // A full load of the app on a busy machine can take a while.
    await expect(agentRow(page, name)).toContainText('Active', { timeout: 30_000 });
    await expect(agentRow(page, name)).toContainText('2 (1 already imported)');

    // Revoked: its pushes are refused.
    await agentRow(page, name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this agent?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(agentRow(page, name)).toContainText('Revoked');
    const refused = await page.request.post('/api/agent/heartbeat', {
      headers: { authorization: `Bearer ${credential}` },
      data: {},
    });
    expect(refused.status()).toBe(401);
  });

  test('the guided demo walks the agent path: register, activate, statement, push, import, auto-match, notice', async ({
    page,
  }) => {
    // The run, then eight screenshots with their accessibility checks.
    test.setTimeout(240_000);
    await signIn(page, USERS.ops);
    await mainNavigation(page).getByRole('link', { name: 'Agent demo', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${DEMO}$`));
    const step = (id: string) => page.getByTestId(`demo-step-${id}`);
    await expect(step('register')).toHaveAttribute('data-state', 'current');

    await page.getByRole('button', { name: 'Register demo agent' }).click();
    await expect(page.getByTestId('demo-code')).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await page.getByRole('button', { name: 'Activate with the code' }).click();
    await expect(step('activate')).toHaveAttribute('data-state', 'done');
    await page.getByRole('button', { name: 'Generate statement' }).click();
    await expect(page.getByTestId('demo-statement')).toContainText('01,021000021,CLEARLINEAGENTDEMO');
    await page.getByRole('button', { name: 'Push as the agent' }).click();
    await expect(page.getByTestId('demo-import')).toContainText(/Completed: .*records imported/, {
      timeout: 30_000,
    });
    await expect(step('match')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await expect(page.getByTestId('demo-match')).toContainText(/^[1-9]\d* of \d+ bank lines matched/);
    await expect(page.getByTestId('demo-notice')).toContainText('records imported');
    await expect(step('notify')).toHaveAttribute('data-state', 'done');
    await expectNoSeriousViolations(page, 'agent demo');

    // Screenshots of both pages, wide and narrow, light and dark: the finished run first (the page keeps
    // the run in memory, so it is not left), then the panel with the demo's agent.
    const shoot = async (slug: string, ready: ReturnType<Page['getByTestId']>) => {
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        // A full load of the app on a busy machine: the lazy page and the first read can take a while.
        await expect(ready).toBeVisible({ timeout: 30_000 });
        await page.screenshot({
          path: `.artifacts/screens/agents-${slug}-${width}-light.png`,
          fullPage: true,
        });
        await expectNoSeriousViolations(page, `agents ${slug} ${width} light`);
        await inDarkTheme(page, async () => {
          await expect(ready).toBeVisible();
          await page.screenshot({
            path: `.artifacts/screens/agents-${slug}-${width}-dark.png`,
            fullPage: true,
          });
          await expectNoSeriousViolations(page, `agents ${slug} ${width} dark`);
        });
      }
    };
    await shoot('demo', page.getByTestId('demo-notice'));
    await page.goto(PANEL);
    await shoot('panel', page.getByTestId('agent-row').first());
  });
});
