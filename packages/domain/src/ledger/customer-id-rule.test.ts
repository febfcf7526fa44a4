import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_ID_MAX_LENGTH,
  CUSTOMER_ID_PATTERN_MESSAGE,
  CUSTOMER_STATUSES,
  DELETE_CUSTOMER_TITLE,
  DUPLICATE_CUSTOMER_BANNER,
  deleteCustomerMessage,
  duplicateCustomerMessage,
  isValidCustomerIdPattern,
  MAX_PATTERN_SOURCE_LENGTH,
  normaliseCustomerId,
  normaliseFein,
  parseCustomerStatus,
  validateCustomer,
  validateCustomerId,
} from './customer-id-rule';

describe('spec constants and messages', () => {
  it('are copied exactly', () => {
    expect(CUSTOMER_ID_MAX_LENGTH).toBe(10);
    expect(CUSTOMER_ID_PATTERN_MESSAGE).toBe('Only _&- and space is allowed in special characters');
    expect(CUSTOMER_STATUSES).toEqual(['Active', 'Inactive', 'Terminated']);
    expect(duplicateCustomerMessage('ACME')).toBe('ACME already exist in the system');
    expect(DUPLICATE_CUSTOMER_BANNER).toBe(
      'coId and coFein is already present in client. Please choose different!',
    );
    expect(DELETE_CUSTOMER_TITLE).toBe('Are you sure ?');
    expect(deleteCustomerMessage('ACME')).toBe(
      'Are you sure you want to permanently delete customer ACME ? This action cannot be undone.',
    );
  });
});

describe('normaliseCustomerId', () => {
  it('trims and upper-cases', () => {
    expect(normaliseCustomerId('  acme co ')).toBe('ACME CO');
    expect(normaliseCustomerId('')).toBe('');
    expect(normaliseCustomerId(undefined as unknown as string)).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(normaliseCustomerId(normaliseCustomerId(raw))).toBe(normaliseCustomerId(raw));
      }),
    );
  });
});

describe('validateCustomerId', () => {
  it.each([
    ['acme', 'ACME'],
    ['  a_b&c-d 1 ', 'A_B&C-D 1'],
    ['ABCDEFGHIJ', 'ABCDEFGHIJ'],
    ['  abcdefghij  ', 'ABCDEFGHIJ'],
    ['123', '123'],
  ])('accepts %j as %j', (raw, id) => {
    expect(validateCustomerId(raw)).toEqual({ ok: true, id });
  });

  it('requires an id', () => {
    expect(validateCustomerId('   ')).toEqual({ ok: false, id: '', error: { code: 'required' } });
  });

  it('caps the length at 10 characters', () => {
    expect(validateCustomerId('ABCDEFGHIJK')).toMatchObject({
      ok: false,
      id: 'ABCDEFGHIJK',
      error: { code: 'tooLong' },
    });
  });

  it.each(['AB#', 'A.B', 'A/B', 'A@B', "O'NEIL", 'CAFÉ', 'A\tB'])(
    'refuses %j with the helper text',
    (raw) => {
      expect(validateCustomerId(raw)).toEqual({
        ok: false,
        id: normaliseCustomerId(raw),
        error: { code: 'pattern', message: 'Only _&- and space is allowed in special characters' },
      });
    },
  );

  it('uses an organisation pattern, matched against the whole id', () => {
    expect(validateCustomerId('abc', '^[A-Z]+$').ok).toBe(true);
    expect(validateCustomerId('123', '^[A-Z]+$').ok).toBe(false);
    expect(validateCustomerId('AB1', '[A-Z]+').ok).toBe(false);
    expect(validateCustomerId('AB#', '[A-Z#]+').ok).toBe(true);
    expect(validateCustomerId('AB', 'A|AB').ok).toBe(true);
  });

  it('still applies the length cap with a permissive pattern', () => {
    expect(validateCustomerId('ABCDEFGHIJK', '.*')).toMatchObject({ ok: false, error: { code: 'tooLong' } });
  });

  it('falls back to the default pattern when the configured one is unusable', () => {
    expect(isValidCustomerIdPattern('[')).toBe(false);
    expect(isValidCustomerIdPattern('a'.repeat(MAX_PATTERN_SOURCE_LENGTH + 1))).toBe(false);
    expect(isValidCustomerIdPattern('^[A-Z0-9]*$')).toBe(true);
    expect(validateCustomerId('AB#', '[').ok).toBe(false);
    expect(validateCustomerId('AB-1', '[').ok).toBe(true);
  });

  it('only ever accepts short ids of allowed characters with the default pattern', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (raw) => {
        const result = validateCustomerId(raw);
        if (result.ok) {
          expect(result.id.length).toBeLessThanOrEqual(10);
          expect(result.id).toMatch(/^[A-Z0-9_&\- ]+$/);
          expect(result.id).toBe(result.id.trim());
        }
      }),
    );
  });
});

describe('FEIN and status', () => {
  it.each([
    ['12-3456789', '12-3456789'],
    ['123456789', '12-3456789'],
    [' 12-3456789 ', '12-3456789'],
    ['', ''],
    [undefined, ''],
    ['12-345678', null],
    ['123-456789', null],
    ['1234567890', null],
    ['12 3456789', null],
    ['AB-CDEFGHI', null],
  ])('normaliseFein(%j) -> %j', (raw, fein) => {
    expect(normaliseFein(raw)).toBe(fein);
  });

  it('reads statuses in any case', () => {
    expect(parseCustomerStatus('inactive')).toBe('Inactive');
    expect(parseCustomerStatus(' TERMINATED ')).toBe('Terminated');
    expect(parseCustomerStatus('Deleted')).toBeNull();
    expect(parseCustomerStatus('')).toBeNull();
  });
});

describe('validateCustomer', () => {
  const complete = { coId: ' acme ', coName: ' Acme Payroll ', coFein: '123456789', coStatus: 'Active' };

  it('builds the client record in add mode', () => {
    expect(validateCustomer(complete, 'add')).toEqual({
      canSave: true,
      valid: true,
      fieldErrors: {},
      record: {
        coId: 'ACME',
        coName: 'Acme Payroll',
        coFein: '12-3456789',
        coStatus: 'Active',
        edited: false,
        coEes: '',
        coType: 'Client',
        coDba: '',
      },
    });
  });

  it('defaults a missing status to Active and allows no FEIN', () => {
    const result = validateCustomer({ coId: 'ACME', coName: 'Acme' }, 'add');
    expect(result.canSave).toBe(true);
    expect(result.record).toMatchObject({ coStatus: 'Active', coFein: '' });
  });

  it.each([
    [{ coId: '' }, 'coId', 'required'],
    [{ coId: 'AB#' }, 'coId', 'pattern'],
    [{ coId: 'ABCDEFGHIJK' }, 'coId', 'tooLong'],
    [{ coName: '  ' }, 'coName', 'required'],
    [{ coStatus: '' }, 'coStatus', 'required'],
    [{ coStatus: 'Deleted' }, 'coStatus', 'invalid'],
    [{ coFein: '12-34' }, 'coFein', 'invalid'],
  ])('add mode: %j blocks Save (%s %s)', (change, field, code) => {
    const result = validateCustomer({ ...complete, ...change }, 'add');
    expect(result.canSave).toBe(false);
    expect(result.valid).toBe(false);
    expect(result.record).toBeNull();
    expect(result.fieldErrors[field as keyof typeof result.fieldErrors]?.code).toBe(code);
  });

  it('shows the helper text for a bad id', () => {
    expect(validateCustomer({ ...complete, coId: 'A.B' }, 'add').fieldErrors.coId?.message).toBe(
      'Only _&- and space is allowed in special characters',
    );
  });

  it('applies an organisation pattern in add mode', () => {
    expect(validateCustomer({ ...complete, coId: '123' }, 'add', { idPattern: '[A-Z]+' }).canSave).toBe(
      false,
    );
  });

  it('edit mode always allows Update but reports what the server will refuse', () => {
    const result = validateCustomer({ ...complete, coName: '' }, 'edit');
    expect(result.canSave).toBe(true);
    expect(result.valid).toBe(false);
    expect(result.fieldErrors.coName).toEqual({ code: 'required' });
    expect(result.record).toBeNull();
  });

  it('edit mode does not re-check the id pattern and marks the record edited', () => {
    const result = validateCustomer({ ...complete, coId: 'old.id' }, 'edit');
    expect(result.valid).toBe(true);
    expect(result.record).toMatchObject({ coId: 'OLD.ID', edited: true });
    expect(validateCustomer({ ...complete, coId: ' ' }, 'edit').fieldErrors.coId).toEqual({
      code: 'required',
    });
  });
});
