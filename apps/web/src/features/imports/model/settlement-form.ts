import type { SettlementProfileInput } from '@clearline/contracts';
import { SETTLEMENT_TYPES, type SettlementProfile, type SettlementType } from '@clearline/domain/statements';

/**
 * A partner's settlement column profile as the uploader's form edits it: every field a text or a
 * choice, so a column can be named by its header ('Amount') or its place ('3', counted from 1 as people
 * count; the profile counts from 0), and each type's spellings as a comma-separated list.
 */
export const SETTLEMENT_FIELDS = ['date', 'employer', 'worker', 'amount', 'type'] as const;
export type SettlementField = (typeof SETTLEMENT_FIELDS)[number];

export const SETTLEMENT_FIELD_LABELS: Record<SettlementField, string> = {
  date: 'Date',
  employer: 'Employer',
  worker: 'Worker reference',
  amount: 'Amount',
  type: 'Type',
};
export const SETTLEMENT_TYPE_LABELS: Record<SettlementType, string> = {
  advance: 'Advance',
  repayment: 'Repayment',
  fee: 'Fee',
};
export const DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'MM/DD/YY', 'DD.MM.YYYY'] as const;

export interface SettlementForm {
  hasHeader: boolean;
  dateFormat: string;
  columns: Record<SettlementField, string>;
  employerBy: SettlementProfile['employerBy'];
  typeValues: Record<SettlementType, string>;
  amountSign: SettlementProfile['amountSign'];
}

const columnText = (ref: string | number) => (typeof ref === 'number' ? String(ref + 1) : ref);

/** What the form shows of a profile (the server's answer or the domain's defaults). */
export type ShownProfile = Pick<
  SettlementProfile,
  'hasHeader' | 'dateFormat' | 'columns' | 'employerBy' | 'typeValues' | 'amountSign'
>;

export function formOfProfile(profile: ShownProfile): SettlementForm {
  return {
    hasHeader: profile.hasHeader,
    dateFormat: profile.dateFormat,
    columns: Object.fromEntries(
      SETTLEMENT_FIELDS.map((field) => [field, columnText(profile.columns[field])]),
    ) as Record<SettlementField, string>,
    employerBy: profile.employerBy,
    typeValues: Object.fromEntries(
      SETTLEMENT_TYPES.map((type) => [type, profile.typeValues[type].join(', ')]),
    ) as Record<SettlementType, string>,
    amountSign: profile.amountSign,
  };
}

/** What is wrong with a form, by field ('columns.date', 'typeValues.fee'); empty when it may be saved. */
export function settlementFormErrors(form: SettlementForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of SETTLEMENT_FIELDS) {
    const text = form.columns[field].trim();
    if (text === '') errors[`columns.${field}`] = 'Name the column or give its place (1, 2, …).';
    else if (!form.hasHeader && !/^\d+$/.test(text))
      errors[`columns.${field}`] = 'Without a header line, give the column’s place (1, 2, …).';
    else if (/^\d+$/.test(text) && Number(text) < 1) errors[`columns.${field}`] = 'Places count from 1.';
  }
  const seen = new Map<string, SettlementType>();
  for (const type of SETTLEMENT_TYPES) {
    const words = spellings(form.typeValues[type]);
    if (words.length === 0) errors[`typeValues.${type}`] = 'Give at least one spelling.';
    for (const word of words) {
      const other = seen.get(word);
      if (other && other !== type)
        errors[`typeValues.${type}`] =
          `“${word}” already means ${SETTLEMENT_TYPE_LABELS[other].toLowerCase()}.`;
      seen.set(word, type);
    }
  }
  return errors;
}

const spellings = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');

/** The profile a valid form saves (a place becomes the 0-based index; the rest as typed, trimmed). */
export function profileOfForm(form: SettlementForm): SettlementProfileInput {
  return {
    hasHeader: form.hasHeader,
    dateFormat: form.dateFormat,
    columns: Object.fromEntries(
      SETTLEMENT_FIELDS.map((field) => {
        const text = form.columns[field].trim();
        return [field, /^\d+$/.test(text) ? Number(text) - 1 : text];
      }),
    ) as Record<SettlementField, string | number>,
    employerBy: form.employerBy,
    typeValues: Object.fromEntries(
      SETTLEMENT_TYPES.map((type) => [type, spellings(form.typeValues[type])]),
    ) as Record<SettlementType, string[]>,
    amountSign: form.amountSign,
  };
}
