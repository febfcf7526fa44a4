import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import { toEmployerSuggestion } from './ewa.mappers';
import type { EwaServices } from './index';

const routes = contracts.ewa;

/** The employer-area sort names -> the shared clients sort (the employer is the clients table's co_id). */
const CLIENT_SORT = {
  employer: 'coId',
  '-employer': '-coId',
  employerName: 'coName',
  '-employerName': '-coName',
  status: 'coStatus',
  '-status': '-coStatus',
} as const;

/**
 * The employer-funds calls (spec §7 paths): each is the bank-rec service of the same kind built for the
 * 'ewa' area, plus partners. The employer's spec field names are mapped to the clients' here.
 */
export function registerEwaRoutes(app: FastifyInstance, ctx: AppContext, services: EwaServices): void {
  const { employers, partners, ledger, entries, transfers } = services;

  registerRoute(app, ctx.auth, routes.fetchEmpList, async (c) => {
    const organizationId = orgOf(c);
    const rows = await employers.suggest(organizationId, {
      search: c.body.userClientInput.trim(),
      limit: c.body.limit,
      ...(c.body.mount ? { exact: true } : {}),
      ...(c.body.partner ? { partner: c.body.partner.trim().toUpperCase() } : {}),
    });
    const records = await employers.records(organizationId, rows);
    return { data: { data: { resJson: records.map(toEmployerSuggestion) } } };
  });
  registerRoute(app, ctx.auth, routes.fetchPartnerList, async (c) =>
    partners.suggest(orgOf(c), c.body.ewaUserClientInput, c.body.limit),
  );

  registerRoute(app, ctx.auth, routes.addUpdateClient, async (c) => {
    const record = c.body.pushInfo.record;
    return employers.addUpdate(
      callerOf(c),
      orgOf(c),
      {
        coId: record.employer,
        coName: record.employerName,
        coFein: record.fein,
        coStatus: record.status,
        edited: record.edited,
        version: record.version,
        partner: record.partnerId,
        platform: record.platform,
        achDescription: record.achDescription,
      },
      c.req.ip,
    );
  });
  registerRoute(app, ctx.auth, routes.removeClient, async (c) =>
    employers.remove(callerOf(c), orgOf(c), c.params.coId, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.listClients, async (c) =>
    employers.list(orgOf(c), { ...c.query, sort: CLIENT_SORT[c.query.sort] }),
  );

  registerRoute(app, ctx.auth, routes.listPartners, async (c) => partners.list(orgOf(c), c.query));
  registerRoute(app, ctx.auth, routes.addUpdatePartner, async (c) =>
    partners.addUpdate(callerOf(c), orgOf(c), c.body.pushInfo.record, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.removePartner, async (c) =>
    partners.remove(callerOf(c), orgOf(c), c.params.partnerId, c.req.ip),
  );

  registerRoute(app, ctx.auth, routes.newBankLedger, async (c) =>
    entries.create(callerOf(c), orgOf(c), c.body.data, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.ewaTransferMoney, async (c) =>
    transfers.transfer(callerOf(c), orgOf(c), c.body.data, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.searchLedger, async (c) => ledger.search(orgOf(c), c.query));
  registerRoute(app, ctx.auth, routes.getLedgerEntry, async (c) => ledger.get(orgOf(c), c.params.id));
  registerRoute(app, ctx.auth, routes.voidLedgerEntry, async (c) =>
    ledger.void(callerOf(c), orgOf(c), c.params.id, c.body.reason, c.req.ip),
  );
}
