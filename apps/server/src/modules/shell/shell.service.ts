import { SOCKET_EVENTS } from '@clearline/contracts';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { members } from '../users/index';
import * as repo from './shell.repository';

/** Human wording of audit actions, for the quick panel's events of today. */
const EVENT_TITLES: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.logout': 'Signed out',
  'user.updated': 'Profile updated',
  'user.organization_switched': 'Switched organisation',
  'user.unlocked': 'Unlocked an account',
};

export class ShellService {
  constructor(private readonly ctx: AppContext) {}

  async quickPanel(caller: Caller, organizationId: string) {
    const settings = await members.organizationSettings(this.ctx.db, organizationId);
    const now = this.ctx.now();
    const startOfDay = new Date(now.getTime() - 24 * 3_600_000);
    const entries = await repo.auditEntriesSince(this.ctx.db, organizationId, caller.userId, startOfDay);
    return {
      ...(settings?.features.bankRec !== undefined ? { bankRec: settings.features.bankRec } : {}),
      ...(settings?.features.ewa !== undefined ? { ewa: settings.features.ewa } : {}),
      notes: settings?.notes ?? [],
      events: entries.map((e) => ({
        id: String(e.id),
        title: EVENT_TITLES[e.action] ?? e.action,
        detail: e.at.toISOString(),
      })),
    };
  }

  async notifications(caller: Caller, organizationId: string) {
    const [rows, unread] = await Promise.all([
      repo.listNotifications(this.ctx.db, organizationId, caller.userId),
      repo.countUnread(this.ctx.db, organizationId, caller.userId),
    ]);
    return {
      data: rows.map((r) => ({
        _id: r.id,
        updatedAt: r.updatedAt.toISOString(),
        details: r.details,
        dirty: r.dirty,
      })),
      unread,
    };
  }

  async markRead(caller: Caller, organizationId: string) {
    await repo.markAllRead(this.ctx.db, organizationId, caller.userId);
    return this.notifications(caller, organizationId);
  }

  /** Stores a notification and pushes it to the user's open tabs (spec §7 updateFromAgent). */
  async notify(organizationId: string, userId: string, kind: string, details: string): Promise<void> {
    const row = await repo.insertNotification(this.ctx.db, { organizationId, userId, kind, details });
    if (!row) return;
    this.ctx.realtime.toUser(userId, organizationId, SOCKET_EVENTS.updateFromAgent, {
      _id: row.id,
      updatedAt: row.updatedAt.toISOString(),
      details: row.details,
      dirty: true,
    });
  }
}
