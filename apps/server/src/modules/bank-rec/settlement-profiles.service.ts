import type { SettlementProfileInput } from '@clearline/contracts';
import { normaliseCustomerId } from '@clearline/domain';
import { resolveSettlementProfile, settlementProfileProblems } from '@clearline/domain/statements';
import type { Caller } from '../../platform/auth-context';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import * as repo from './settlement-profiles.repository';
import { auditChange } from './support';

const noPartner = (partner: string) => notFound(`No partner ${partner} in this organisation.`);

/** A partner's settlement-file profile: read with its defaults filled in, saved (audited) as given. */
export class SettlementProfilesService {
  constructor(private readonly db: Db) {}

  async get(organizationId: string, partnerId: string) {
    const partner = normaliseCustomerId(partnerId);
    const row = await repo.findSettlementProfile(this.db, organizationId, partner);
    if (!row) throw noPartner(partner);
    return answer(partner, (row.profile as SettlementProfileInput | null) ?? null);
  }

  async save(
    caller: Caller,
    organizationId: string,
    partnerId: string,
    input: SettlementProfileInput,
    ip: string,
  ) {
    const partner = normaliseCustomerId(partnerId);
    const problems = settlementProfileProblems(input);
    if (problems.length > 0) {
      throw badRequest(
        'The settlement profile is not valid.',
        problems.map((p) => ({ path: `profile.${p.path}`, message: p.message })),
      );
    }
    await this.db.transaction(async (tx) => {
      const before = await repo.findSettlementProfile(tx, organizationId, partner);
      if (!before) throw noPartner(partner);
      await repo.saveSettlementProfile(tx, organizationId, partner, input);
      await auditChange(tx, {
        caller,
        organizationId,
        entityType: 'ewa.partner.settlementProfile',
        action: 'updated',
        entityId: partner,
        ip,
        details: { before: before.profile ?? null, after: input },
      });
    });
    return answer(partner, input);
  }
}

function answer(partner: string, saved: SettlementProfileInput | null) {
  return { data: { partner, profile: resolveSettlementProfile(saved ?? {}), saved } };
}
