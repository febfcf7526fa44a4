import type { AddUpdateClientBody, AddUpdateClientResponse, ClientRecord } from '@clearline/contracts';
import {
  type CustomerDialogMode,
  type CustomerField,
  type CustomerInput,
  DEFAULT_CUSTOMER_STATUS,
  duplicateCustomerMessage,
  normaliseCustomerId,
  validateCustomer,
} from '@clearline/domain/ledger';
import type { z } from 'zod';

/** What the Add/Edit customer dialog holds while it is open. */
export interface CustomerFormValues {
  coId: string;
  coName: string;
  coFein: string;
  coStatus: string;
}

export function emptyCustomerForm(coId = ''): CustomerFormValues {
  return { coId, coName: '', coFein: '', coStatus: DEFAULT_CUSTOMER_STATUS };
}

export function customerFormFrom(record: ClientRecord): CustomerFormValues {
  return { coId: record.coId, coName: record.coName, coFein: record.coFein, coStatus: record.coStatus };
}

/**
 * The record PUT addUpdateClient sends: the domain's validated record (id trimmed and upper-cased, FEIN
 * as NN-NNNNNNN, type 'Client', edited true in edit mode), plus the version an edit was read at so the
 * server can answer "reload" when someone changed it since. null while the form is not valid.
 */
export function customerRecordToSend(
  values: CustomerFormValues,
  mode: CustomerDialogMode,
  version?: number,
): ClientRecordInput | null {
  const input: CustomerInput = { ...values };
  const { record } = validateCustomer(input, mode);
  if (!record) return null;
  return mode === 'edit' && version !== undefined ? { ...record, version } : record;
}

/** The record of PUT addUpdateClient's body, as the contract declares it. */
export type ClientRecordInput = z.input<typeof AddUpdateClientBody>['pushInfo']['record'];

/** Field errors to show: each field once touched, all of them after a save attempt. */
export function visibleCustomerErrors(
  values: CustomerFormValues,
  mode: CustomerDialogMode,
  touched: Partial<Record<CustomerField, boolean>>,
  submitted: boolean,
): Partial<Record<CustomerField, string | true>> {
  const { fieldErrors } = validateCustomer(values, mode);
  const shown: Partial<Record<CustomerField, string | true>> = {};
  for (const [field, error] of Object.entries(fieldErrors) as [CustomerField, { message?: string }][]) {
    if (submitted || touched[field]) shown[field] = error.message ?? true;
  }
  return shown;
}

export type ClientSaveOutcome =
  | { kind: 'saved'; client: ClientRecord | undefined }
  | { kind: 'reload'; message: string; current: ClientRecord | undefined }
  | { kind: 'duplicate'; message: string };

/**
 * Spec §7: `data` is an array when saved; a non-empty object means the list must be reloaded;
 * otherwise it is a duplicate. Of the server's two duplicate texts only '{id} already exist in the system'
 * is kept: the banner also blamed the FEIN, which is not checked (issue 10 item 16: one clear message).
 */
export function readClientAnswer(
  answer: z.infer<typeof AddUpdateClientResponse>,
  coId: string,
): ClientSaveOutcome {
  const { data } = answer;
  if (Array.isArray(data)) return { kind: 'saved', client: data[0] };
  if ('reload' in data && data.reload) {
    return {
      kind: 'reload',
      message: 'message' in answer ? answer.message : 'This customer changed since it was opened.',
      current: data.current,
    };
  }
  const message = 'message' in answer && answer.message ? answer.message : '';
  return { kind: 'duplicate', message: message || duplicateCustomerMessage(normaliseCustomerId(coId)) };
}
