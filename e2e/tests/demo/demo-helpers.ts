import { expect, type Locator, type Page } from '@playwright/test';

/** Browser errors of the page (console errors and uncaught exceptions), collected for a final check. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a demo route and waits for its page heading: the page chunk and the mock backend have loaded (on
 * a busy machine the first load of the demo chunks can take longer than the default wait).
 */
export async function openDemo(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

/** Navigates inside the single-page app (the page, and the mock held in it, stay loaded). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A mouse drag in small steps (dnd-kit starts a drag after the pointer moves 6 px). */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag');
  await page.mouse.move(a.x + a.width / 2, a.y + 12);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + 16, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 60, { steps: 20 });
  await page.mouse.move(b.x + b.width / 2, b.y + 64, { steps: 2 });
  await page.mouse.up();
}

export const boardList = (page: Page, name: string) =>
  page.locator(`[data-testid="board-list"][data-list-name="${name}"]`);
export const boardCards = (scope: Locator) => scope.locator('[data-testid="board-card"]');
