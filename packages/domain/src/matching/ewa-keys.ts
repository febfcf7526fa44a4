/**
 * Which employer and partner an employer-funds bank line is about, as the keys `employer` and `partner`
 * the employer-funds rules compare with the ledger's (EWA_DEFAULT_MATCH_RULES). Bank files rarely name
 * an employer by our id; they carry a company id (NACHA, some BAI2 and camt files) and text. Exactly
 * what is compared:
 *
 * 1. the company id (`extra.companyId`), digits only, against the employer's FEIN digits: equal, or
 *    equal after dropping the first of 10 digits (NACHA's '1' + EIN, '9' + user number...);
 * 2. otherwise the employer's ACH description as a whole phrase of the bank text, the NACHA company name
 *    and the entry description (upper case, every run of other characters than letters and digits read
 *    as one space): the longest description found wins; two employers found with equally long ones
 *    (employers may share a description) name no employer;
 * 3. the partner: the partner of the employers found, when they have one; otherwise a partner id found
 *    as a word of that text (two different partners found name none). The same partner is the line's
 *    `settlementPartner` (a partner's settlement debit is grouped with its advances by it).
 *
 * Keys the file already carries (`extra.employer`, `extra.partner`) are kept.
 *
 * A ledger line's keys (ewaLedgerKeys): `employer` = its co_id, `partner` = its partner, and
 * `settlementPartner` = its partner unless its ledger names another kind of line than an advance
 * ('Fee(s)', 'Repayment(s)', 'Funding'; the ledger names settlement files post by), so a program fee
 * of the day is not summed into the partner's settlement of the day's advances.
 */

export interface EwaEmployerKey {
  /** The employer's id (the ledger lines' co_id). */
  employer: string;
  partner: string;
  /** As the employer record stores it ('HARBOR EWA FUND'). */
  achDescription: string;
  /** The employer's FEIN ('12-3456789'): its digits are the company id's. */
  fein: string;
}

export interface EwaDirectory {
  employers: readonly EwaEmployerKey[];
  /** The organisation's partner ids. */
  partners: readonly string[];
}

/** Ledger names of lines a partner's settlement does not cover (compared in lower case, trimmed). */
const NOT_SETTLED_LEDGERS = new Set(['fee', 'fees', 'repayment', 'repayments', 'funding', 'fundings']);

/** The keys the employer-funds rules compare, of a ledger line (see above). */
export function ewaLedgerKeys(line: {
  coId: string;
  partner: string;
  ledger: string;
}): Record<string, string> {
  const keys: Record<string, string> = { employer: line.coId };
  if (line.partner !== '') {
    keys.partner = line.partner;
    if (!NOT_SETTLED_LEDGERS.has(line.ledger.trim().toLowerCase())) keys.settlementPartner = line.partner;
  }
  return keys;
}

/** Upper case, runs of anything but letters and digits as one space, trimmed. */
function words(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w !== '');
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

export class EwaBankKeys {
  /** By the first word of a description: [its words, employer]. */
  private readonly byFirstWord = new Map<string, { phrase: string[]; employer: EwaEmployerKey }[]>();
  private readonly byFein = new Map<string, EwaEmployerKey>();
  private readonly partners: Set<string>;

  constructor(directory: EwaDirectory) {
    for (const employer of directory.employers) {
      const phrase = words(employer.achDescription);
      const first = phrase[0];
      if (first !== undefined) {
        const list = this.byFirstWord.get(first) ?? [];
        list.push({ phrase, employer });
        this.byFirstWord.set(first, list);
      }
      const fein = digitsOf(employer.fein);
      if (fein.length >= 9) this.byFein.set(fein, employer);
    }
    this.partners = new Set(directory.partners.map((p) => p.trim().toUpperCase()).filter((p) => p !== ''));
  }

  /** The keys of a bank line of an employer-funds account ({} when nothing names one). */
  keysOf(text: string, extra: Readonly<Record<string, string>> | null | undefined): Record<string, string> {
    const found: Record<string, string> = {};
    const haystack = words([text, extra?.companyName ?? '', extra?.entryDescription ?? ''].join(' '));
    const byId = this.byCompanyId(extra?.companyId ?? '');
    const candidates = byId ? [byId] : this.byDescription(haystack);
    const partners = new Set(candidates.map((e) => e.partner));
    if (candidates.length === 1) found.employer = candidates[0]?.employer ?? '';
    // Employers sharing a description under one partner still name the partner.
    const partner = partners.size === 1 ? [...partners][0] : this.partnerIn(haystack);
    if (partner) found.partner = partner;
    if (extra?.employer) found.employer = extra.employer;
    if (extra?.partner) found.partner = extra.partner;
    if (found.partner) found.settlementPartner = found.partner;
    return found;
  }

  private byCompanyId(companyId: string): EwaEmployerKey | undefined {
    const digits = digitsOf(companyId);
    if (digits.length < 9) return undefined;
    return this.byFein.get(digits) ?? (digits.length === 10 ? this.byFein.get(digits.slice(1)) : undefined);
  }

  /** The employers whose description is the longest found as a phrase of the text (usually one). */
  private byDescription(haystack: readonly string[]): EwaEmployerKey[] {
    const best = new Map<string, EwaEmployerKey>();
    let bestLength = 0;
    for (let at = 0; at < haystack.length; at += 1) {
      for (const { phrase, employer } of this.byFirstWord.get(haystack[at] ?? '') ?? []) {
        if (phrase.length < bestLength || !phrase.every((w, k) => haystack[at + k] === w)) continue;
        if (phrase.length > bestLength) best.clear();
        bestLength = phrase.length;
        best.set(employer.employer, employer);
      }
    }
    return [...best.values()];
  }

  private partnerIn(haystack: readonly string[]): string | undefined {
    const found = new Set(haystack.filter((w) => this.partners.has(w)));
    return found.size === 1 ? [...found][0] : undefined;
  }
}
