// oidc-provider ships no types; the test provider uses this much of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    Grant: new (values: {
      clientId: string;
      accountId: string;
    }) => {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    };
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
