import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local OAuth 2 provider speaking one plain-OAuth provider's API (GitHub-style,
 * X-style, ...): an authorization endpoint that approves at once for the account the test names
 * next, a token endpoint that checks client authentication (Basic or form), the code, the
 * redirect URI and the PKCE verifier, and the provider's user API at its real paths.
 */
export interface ApiSpec {
  authorizePath: string;
  tokenPath: string;
  tokenAuth: 'client_secret_post' | 'client_secret_basic';
  /** Paths of the user API and how each answers for an account (plain objects of the provider's shape). */
  api: Record<string, (account: Record<string, unknown>) => unknown>;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface LocalOAuth2Provider {
  origin: string;
  nextAccount: Record<string, unknown>;
  /** The last authorization request's query (what Gatehouse sent). */
  lastAuthorize: URLSearchParams | null;
  /** Forgets every refresh token it issued (as a user revoking the app at the provider). */
  revokeRefreshTokens(): void;
  close(): Promise<void>;
}

const s256 = (v: string) => createHash('sha256').update(v).digest('base64url');

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  return new URLSearchParams(raw);
}

export async function startOAuth2Provider(spec: ApiSpec): Promise<LocalOAuth2Provider> {
  const codes = new Map<string, { account: Record<string, unknown>; challenge: string; redirectUri: string; scope: string }>();
  const tokens = new Map<string, Record<string, unknown>>();
  const refreshTokens = new Map<string, { account: Record<string, unknown>; scope: string }>();
  /** A token answer; the granted scope is what was asked, echoed comma-separated as GitHub does. */
  const issue = (account: Record<string, unknown>, scope: string) => {
    const token = randomBytes(16).toString('hex');
    tokens.set(token, account);
    const refresh = `r-${randomBytes(16).toString('hex')}`;
    refreshTokens.set(refresh, { account, scope });
    return { access_token: token, token_type: 'bearer', expires_in: 3600, refresh_token: refresh, scope: scope.split(' ').join(',') };
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && url.pathname === spec.authorizePath) {
        state.lastAuthorize = url.searchParams;
        const q = url.searchParams;
        if (q.get('client_id') !== spec.clientId || q.get('redirect_uri') !== spec.redirectUri) return json(400, { error: 'invalid_request' });
        if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return json(400, { error: 'invalid_request', error_description: 'PKCE required' });
        const code = randomBytes(16).toString('hex');
        codes.set(code, { account: state.nextAccount, challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')!, scope: q.get('scope') ?? '' });
        const back = new URL(spec.redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', q.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === spec.tokenPath) {
        const form = await readForm(req);
        let id = form.get('client_id');
        let secret = form.get('client_secret');
        if (spec.tokenAuth === 'client_secret_basic') {
          const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
          if (!basic || secret) return json(401, { error: 'invalid_client' });
          [id, secret] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
        }
        if (id !== spec.clientId || secret !== spec.clientSecret) return json(401, { error: 'invalid_client' });
        if (form.get('grant_type') === 'refresh_token') {
          const known = refreshTokens.get(form.get('refresh_token') ?? '');
          if (!known) return json(400, { error: 'invalid_grant' });
          refreshTokens.delete(form.get('refresh_token')!);
          return json(200, issue(known.account, known.scope));
        }
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!issued || issued.redirectUri !== form.get('redirect_uri') || s256(form.get('code_verifier') ?? '') !== issued.challenge) return json(400, { error: 'invalid_grant' });
        return json(200, issue(issued.account, issued.scope));
      }
      const api = spec.api[url.pathname];
      if (req.method === 'GET' && api) {
        const account = tokens.get(/^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
        if (!account) return json(401, { message: 'Bad credentials' });
        return json(200, api(account));
      }
      json(404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const state: LocalOAuth2Provider = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    nextAccount: {},
    lastAuthorize: null,
    revokeRefreshTokens: () => refreshTokens.clear(),
    close: () => new Promise((ok) => server.close(() => ok())),
  };
  return state;
}
