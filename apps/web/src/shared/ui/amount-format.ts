import { formatMinor, parseDecimalToMinor } from '@clearline/domain/money';

/** Integer cents of a server amount ('-1234.50'), or null when it cannot be read exactly. */
export function amountMinor(text: string): number | null {
  const parsed = parseDecimalToMinor(text.trim(), 2);
  return parsed.ok ? parsed.minor : null;
}

/** '1,234.56' from a server amount ('1234.56'); the text itself when it cannot be read. */
export function formatAmount(text: string): string {
  const minor = amountMinor(text);
  return minor === null ? text : formatMinor(minor);
}

/** Whether a server amount is a debit (below zero). */
export const isNegativeAmount = (text: string) => text.trim().startsWith('-');
