import { expect, type Locator, type Page } from '@playwright/test';

/** Bank reconciliation pages and the spec's texts the tests check (issue 4). */
export const CUSTOMER_LIST_PATH = '/app/bankRec/clientList';
export const SEARCH_LEDGER_PATH = '/app/bankRec/newLedger';
export const REQUIRED_FIELDS_HINT = 'Please fill out the required (*) fields';
export const AMOUNT_DECIMALS_MESSAGE = 'Only two digits after decimal Point!';
export const NEGATIVE_AMOUNT_MESSAGE = 'Amount should be positive!';
export const ID_HELPER = 'Only _&- and space is allowed in special characters';
export const ID_TOO_LONG = 'Customer id must be at most 10 characters';
export const DUPLICATE_BANNER = 'coId and coFein is already present in client. Please choose different!';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A customer id (at most 10 characters) that no other test or run uses. */
export function uniqueCustomerId(prefix = 'E2E'): string {
  return `${prefix}${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
}

/** A FEIN nobody else has (NN-NNNNNNN). */
export function uniqueFein(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  return `9${digits.slice(1, 2)}-${digits.slice(2, 9)}`;
}

/** A word the ledger's text search finds only in this test's entries. */
export function uniqueWord(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A MUI select (role combobox, named by its label and its value) inside `scope`. */
export const selectNamed = (scope: Locator | Page, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${escapeRegex(label)}`) });

/** Opens a MUI select and picks the option whose text starts with `option`. */
export async function chooseOption(page: Page, scope: Locator | Page, label: string, option: string) {
  await selectNamed(scope, label).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${escapeRegex(option)}(\\s|$)`) })
    .first()
    .click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The customer type-ahead of `scope` ('Search Customer', then 'Customer'). */
export const customerBox = (scope: Locator | Page) =>
  scope.getByRole('combobox', { name: /^(Search )?Customer/ });

/** Types into the customer box and picks the customer whose id is `coId`. */
export async function pickCustomer(page: Page, scope: Locator | Page, text: string, coId: string) {
  const box = customerBox(scope);
  await box.click();
  await box.fill(text);
  await page
    .getByRole('option')
    .filter({ hasText: new RegExp(`^${escapeRegex(coId)}`) })
    .first()
    .click();
  await expect(box).toHaveValue(new RegExp(`^${escapeRegex(coId)} - `));
}

/** Today in the browser's zone, as the dialogs default their dates. */
export const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/** '-1,234.56' -> -123456 (exact integer cents). */
export function cents(text: string): number {
  const clean = text.replace(/[$,\s]/g, '');
  const negative = clean.startsWith('-');
  const [whole = '0', fraction = ''] = clean.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

/** Waits for the next answer of an API path (and method). */
export const apiAnswer = (page: Page, path: string, method = 'GET') =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === method);
