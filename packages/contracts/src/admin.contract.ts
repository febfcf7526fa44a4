import { z } from 'zod';
import { route } from './route';
import { IdParams } from './users.contract';

export const UnlockResponse = z.object({
  status: z.number().int(),
  data: z.object({ id: z.string(), locked: z.boolean() }),
});

export const adminRoutes = {
  unlockUser: route({
    method: 'POST',
    path: '/api/admin/users/:id/unlock',
    access: 'admin',
    summary: 'Unlock a member locked out after too many failed sign-ins, and reset the counter',
    tags: ['admin'],
    params: IdParams,
    response: UnlockResponse,
  }),
};
