import { z } from 'zod';
import { route } from './route';

/**
 * An area flag of the quick panel: `true`/`false`, or an object when the area is on but some tasks are
 * restricted (spec §2: 'Un-Import Files' shows only when the flag is a plain boolean).
 */
export const AreaFlag = z.union([z.boolean(), z.object({ enabled: z.boolean(), unImport: z.boolean() })]);

export const QuickPanelItem = z.object({ id: z.string(), title: z.string(), detail: z.string() });

export const QuickPanelData = z.object({
  /** Bank reconciliation tasks flag (absent when the area is not used). */
  bankRec: AreaFlag.optional(),
  /** Employer-funds tasks flag. */
  ewa: AreaFlag.optional(),
  notes: z.array(QuickPanelItem),
  events: z.array(QuickPanelItem),
});
export type QuickPanelData = z.infer<typeof QuickPanelData>;

export const AgentNotification = z.object({
  _id: z.string(),
  updatedAt: z.string(),
  details: z.string(),
  /** Unread. */
  dirty: z.boolean(),
});

export const AgentNotificationsResponse = z.object({
  data: z.array(AgentNotification),
  unread: z.number().int(),
});

export const shellRoutes = {
  quickPanel: route({
    method: 'GET',
    path: '/api/quick-panel/data',
    access: 'member',
    summary: "The quick panel: area task flags of the organisation, today's events and notes",
    tags: ['shell'],
    response: QuickPanelData,
  }),
  agentNotifications: route({
    method: 'GET',
    path: '/api/rec/items/agent/notification',
    access: 'member',
    summary: "The user's notifications in the current organisation, newest first (at most 100)",
    tags: ['shell'],
    response: AgentNotificationsResponse,
  }),
  agentNotificationsRead: route({
    method: 'GET',
    path: '/api/rec/items/agent/notification/update',
    access: 'member',
    summary: "Marks the user's notifications in the current organisation as read",
    tags: ['shell'],
    response: AgentNotificationsResponse,
  }),
};
