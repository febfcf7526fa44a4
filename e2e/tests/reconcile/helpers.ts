import { expect, type Locator, type Page } from '@playwright/test';
import { authHeader } from '../../fixtures/demo';

/** The matching screens (issue 6). */
export const REMATCH_PATH = '/app/bankRec/RematchTrans';
export const OUTSTANDING_PATH = '/app/bankRec/outstandingLiabilities';
export const PANEL_PATH = '/app/bankRec/panel';
/**
 * The panel sums every account's month on the server (well under a second on the seeded database); a
 * busy 2-core machine running the whole suite gets some slack.
 */
export const PANEL_LOAD_MS = 20_000;

export const ledgerPane = (page: Page) => page.getByRole('listbox', { name: 'Ledger entries' });
export const bankPane = (page: Page) => page.getByRole('listbox', { name: 'Bank transactions' });

/** The option the listbox's aria-activedescendant points at (the keyboard focus of the pane). */
export async function focusedOption(listbox: Locator): Promise<Locator> {
  await expect(listbox, 'the pane has a focused row').toHaveAttribute('aria-activedescendant', /.+/);
  const id = await listbox.getAttribute('aria-activedescendant');
  return listbox.page().locator(`[id="${id}"]`);
}

/**
 * Moves the pane's focus down with ArrowDown until the focused row shows every one of `texts` (at most
 * `max` rows), as a keyboard user would.
 */
export async function arrowTo(listbox: Locator, texts: string[], max = 60): Promise<void> {
  await expect(listbox).toBeFocused();
  for (let i = 0; i < max; i += 1) {
    const option = await focusedOption(listbox);
    const shownText = (await option.textContent()) ?? '';
    if (texts.every((text) => shownText.includes(text))) return;
    const before = await listbox.getAttribute('aria-activedescendant');
    await listbox.press('ArrowDown');
    await expect(listbox).not.toHaveAttribute('aria-activedescendant', before ?? '');
  }
  throw new Error(`no row showing ${texts.join(' and ')} within ${max} rows`);
}

/** An API call of the test itself, with the page's token. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers = await authHeader(page);
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body ?? {} });
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

export interface MatchItem {
  side: 'bank' | 'ledger';
  id: string | null;
  amount: string;
  date: string;
  text: string;
}
export interface MatchRow {
  id: string;
  kind: 'auto' | 'manual';
  status: 'confirmed' | 'undone';
  difference: string;
  items: MatchItem[];
}

/** '-1234.50' -> '-1,234.50' as the screens show amounts. */
export function shown(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = amount.replace('-', '').split('.');
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** An ISO date as the screens show it (MM/DD/YYYY). */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Types into a pane's filter box and waits for the pane's answer to it. */
export async function filterPane(page: Page, side: 'ledger' | 'bank', text: string): Promise<void> {
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/api/bankRec/items/open' &&
      url.searchParams.get('side') === side &&
      url.searchParams.get('q') === text
    );
  });
  await page.getByLabel(side === 'ledger' ? 'Filter ledger entries' : 'Filter bank transactions').fill(text);
  await answered;
}

/** A snackbar's message (top centre). */
export const snackbar = (page: Page, text: string | RegExp) => page.getByText(text);
