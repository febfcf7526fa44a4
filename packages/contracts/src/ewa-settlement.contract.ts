import { EWA_AREA } from '@clearline/domain/areas';
import { z } from 'zod';
import { PartnerIdParams } from './ewa.schemas';
import { text } from './fields';
import { route } from './route';

/**
 * A partner's settlement-file profile (issue 13; the domain's SettlementProfileInput): every field is
 * optional and takes its default (a header `date,employer,worker,amount,type`, ISO dates, positive
 * amounts whose type gives the sign, types advance/adv, repayment/repay, fee). Columns are header names
 * or 0-based column numbers (numbers only, for a file without header).
 */
const ColumnRef = z.union([text(100, { trim: true }).min(1), z.number().int().min(0).max(999)]);
const TYPES = ['advance', 'repayment', 'fee'] as const;
const Spellings = z
  .array(text(40, { trim: true }).min(1))
  .min(1)
  .max(20);
const AccountName = text(200, { trim: true }).min(1);

export const SettlementProfileInput = z
  .object({
    hasHeader: z.boolean().optional(),
    delimiter: z.enum([',', ';', '\t', '|']).optional(),
    /** 'YYYY-MM-DD', 'MM/DD/YYYY', 'DD.MM.YYYY', ... (the bank CSV's formats; the server checks it). */
    dateFormat: text(20, { trim: true }).min(1).optional(),
    decimalSeparator: z.enum(['.', ',']).optional(),
    columns: z
      .object({
        date: ColumnRef.optional(),
        employer: ColumnRef.optional(),
        worker: ColumnRef.optional(),
        amount: ColumnRef.optional(),
        type: ColumnRef.optional(),
      })
      .strict()
      .optional(),
    employerBy: z.enum(['id', 'name', 'either']).optional(),
    typeValues: z
      .object({ advance: Spellings.optional(), repayment: Spellings.optional(), fee: Spellings.optional() })
      .strict()
      .optional(),
    amountSign: z.enum(['unsigned', 'signed']).optional(),
    accounts: z
      .object({
        advance: AccountName.optional(),
        repayment: AccountName.optional(),
        fee: AccountName.optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.hasHeader === false) {
      for (const field of ['date', 'employer', 'worker', 'amount', 'type'] as const) {
        if (typeof p.columns?.[field] !== 'number') {
          ctx.addIssue({
            code: 'custom',
            path: ['columns', field],
            message: 'must be a column number (0 = the first) when the file has no header',
          });
        }
      }
    }
    const owner = new Map<string, string>();
    for (const type of TYPES) {
      for (const spelling of p.typeValues?.[type] ?? []) {
        const key = spelling.toLowerCase();
        const other = owner.get(key);
        if (other && other !== type) {
          ctx.addIssue({
            code: 'custom',
            path: ['typeValues', type],
            message: `'${spelling}' already spells ${other}`,
          });
        }
        owner.set(key, type);
      }
    }
  });
export type SettlementProfileInput = z.infer<typeof SettlementProfileInput>;

/** The profile in force: every field, defaults filled in. */
export const SettlementProfile = z.object({
  hasHeader: z.boolean(),
  delimiter: z.string(),
  dateFormat: z.string(),
  decimalSeparator: z.string(),
  columns: z.object({
    date: z.union([z.string(), z.number()]),
    employer: z.union([z.string(), z.number()]),
    worker: z.union([z.string(), z.number()]),
    amount: z.union([z.string(), z.number()]),
    type: z.union([z.string(), z.number()]),
  }),
  employerBy: z.enum(['id', 'name', 'either']),
  typeValues: z.object({
    advance: z.array(z.string()),
    repayment: z.array(z.string()),
    fee: z.array(z.string()),
  }),
  amountSign: z.enum(['unsigned', 'signed']),
  accounts: z.object({
    advance: z.string().optional(),
    repayment: z.string().optional(),
    fee: z.string().optional(),
  }),
});

export const SettlementProfileResponse = z.object({
  data: z.object({
    partner: z.string(),
    /** The profile the partner's next settlement file is read with. */
    profile: SettlementProfile,
    /** What was saved (null: the defaults are in force). */
    saved: SettlementProfileInput.nullable(),
  }),
});

const tags = ['employer-funds', 'imports'];
const access = EWA_AREA.access;
const prefix = EWA_AREA.apiPrefix;

/** A partner's settlement-file profile, read by the partner settlement import (`kind=ledger&partner=`). */
export const ewaSettlementRoutes = {
  getProfile: route({
    method: 'GET',
    path: `${prefix}/items/partners/:partnerId/settlementProfile`,
    access,
    summary: "The partner's settlement-file column profile (the defaults when none is saved)",
    tags,
    params: PartnerIdParams,
    response: SettlementProfileResponse,
  }),
  saveProfile: route({
    method: 'PUT',
    path: `${prefix}/items/partners/:partnerId/settlementProfile`,
    access,
    summary: "Save the partner's settlement-file column profile (fields left out take the defaults)",
    tags,
    params: PartnerIdParams,
    body: z.object({ profile: SettlementProfileInput }),
    response: SettlementProfileResponse,
  }),
};
