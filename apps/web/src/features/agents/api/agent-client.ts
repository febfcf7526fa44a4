import { ActivateResponse, AgentPushResponse, contracts, ImportStatusBody } from '@clearline/contracts';
import { z } from 'zod';

/**
 * The guided demo speaks to the agent API as an agent does: with the agent's credential, never the
 * person's token (so none of the person's 401 handling applies), and the answers parsed with the
 * contracts' schemas.
 */

const routes = contracts.agents;

async function agentCall<T>(
  path: string,
  init: RequestInit,
  schema: z.ZodType<T>,
  credential?: string,
): Promise<T> {
  const headers = new Headers(init.headers);
  if (credential) headers.set('authorization', `Bearer ${credential}`);
  const res = await fetch(path, { ...init, headers });
  const body: unknown = await res.json().catch(() => ({}));
  if (!res.ok) {
    const message = (body as { message?: unknown }).message;
    throw new Error(typeof message === 'string' ? message : `The server answered ${res.status}.`);
  }
  return schema.parse(body);
}

export const activateAgent = (code: string) =>
  agentCall(
    routes.activate.path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, version: 'Clearline agent demo (browser)' }),
    },
    ActivateResponse,
  );

export function pushFile(credential: string, fileName: string, content: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/octet-stream' }), fileName);
  return agentCall(routes.push.path, { method: 'POST', body: form }, AgentPushResponse, credential);
}

export const pushedFileStatus = (credential: string, importId: string) =>
  agentCall(
    routes.pushStatus.path.replace(':importId', encodeURIComponent(importId)),
    { method: 'GET' },
    z.object({ data: ImportStatusBody }),
    credential,
  );
