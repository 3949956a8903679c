import * as oauth from 'oauth4webapi';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv, Deps } from '../../../http/context.ts';
import { hmacSha256, sha256 } from '../../../crypto/hashing.ts';
import type { ProjectRecord } from '../../projects/projects.records.ts';
import { keyFor, tokenCipher } from '../token-cipher.ts';
import { PROVIDERS, type ProviderEntry, type ProviderId } from './provider-table.ts';
import type { ResolvedProvider } from './provider-client.ts';

/**
 * The development OAuth provider that "shared" keys sign in through. A self-hosted server has no
 * shared client ids at GitHub or Google, so in development Gatehouse plays the provider itself: a
 * clearly labelled consent page (plain HTML, no JavaScript) where the developer types the fake
 * account's e-mail and name. It speaks the real protocol (authorization code with PKCE S256 and
 * state, a token endpoint with client authentication, user info), so the whole Gatehouse flow runs
 * exactly as with the real provider. The same e-mail always gives the same account id, and the
 * e-mail is reported verified. Production projects refuse shared keys (provider-client.ts).
 *
 * Stateless: codes and access tokens are sealed with the server's key (token-cipher.ts), bound to
 * the client, redirect URI and PKCE challenge, and short-lived. Gatehouse's own flow state is
 * single-use, so a replayed development code cannot sign anyone in twice.
 */

const BASE = '/dev-oauth';
const CODE_SECONDS = 120;
const TOKEN_SECONDS = 3600;

/** The client secret the development provider expects from a project: derived, never stored. */
function devClientSecret(config: AppDeps['config'], projectId: string): string {
  return hmacSha256(keyFor(config), `dev-oauth-client:${projectId}`).toString('base64url');
}

/** The account id for an e-mail: stable across sign-ins and restarts, different per provider. */
export function devAccountId(providerId: string, email: string): string {
  return `dev-${sha256(`${providerId}:${email.trim().toLowerCase()}`).toString('hex').slice(0, 24)}`;
}

export function devProviderClient(deps: Deps, project: ProjectRecord, entry: ProviderEntry): ResolvedProvider {
  const base = `${deps.config.publicUrl}${BASE}/${entry.id}`;
  const endpoints = { authorization: `${base}/authorize`, token: `${base}/token`, userInfo: `${base}/userinfo` };
  return {
    providerId: entry.id,
    shared: true,
    as: { issuer: `${deps.config.publicUrl}${BASE}/${entry.id}`, authorization_endpoint: endpoints.authorization, token_endpoint: endpoints.token, userinfo_endpoint: endpoints.userInfo },
    client: { client_id: project.id },
    clientAuth: oauth.ClientSecretPost(devClientSecret(deps.config, project.id)),
    endpoints,
    scopes: ['profile', 'email'],
    authorizeParams: {},
    profile: {
      kind: 'api',
      read: async (fetchJson, e) => {
        const u = (await fetchJson(e.userInfo!)) as Record<string, unknown>;
        const email = typeof u.email === 'string' ? u.email : null;
        return { accountId: String(u.sub), email, emailVerified: email !== null && u.email_verified === true, displayName: typeof u.name === 'string' && u.name ? u.name : null, profileImageUrl: null };
      },
    },
    insecure: new URL(endpoints.token).protocol === 'http:',
  };
}

interface DevCode {
  provider: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  email: string;
  name: string;
  exp: number;
}

const isProvider = (id: string): id is ProviderId => Object.hasOwn(PROVIDERS, id);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Mounts the development provider's pages and endpoints (plain routes, not part of the API). */
export function mountDevProvider(app: Hono<AppEnv>, deps: AppDeps): void {
  const cipher = () => tokenCipher(deps.config);
  /** The only redirect URI the development provider accepts: Gatehouse's own callback for the provider. */
  const callbackOf = (provider: string) => `${deps.config.publicUrl}/api/v1/auth/oauth/callback/${provider}`;

  const readRequest = (provider: string, q: Record<string, string | undefined>): { error: string } | { fields: Record<string, string> } => {
    if (!isProvider(provider)) return { error: `There is no provider '${provider}'.` };
    if (q.response_type !== 'code') return { error: 'response_type must be code.' };
    if (q.code_challenge_method !== 'S256' || !q.code_challenge || !/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge)) return { error: 'A PKCE code_challenge with code_challenge_method=S256 is required.' };
    if (!q.state) return { error: 'state is required.' };
    if (!q.client_id) return { error: 'client_id is required.' };
    if (q.redirect_uri !== callbackOf(provider)) return { error: `redirect_uri must be Gatehouse's callback, ${callbackOf(provider)}.` };
    return { fields: { client_id: q.client_id, redirect_uri: q.redirect_uri, state: q.state, code_challenge: q.code_challenge } };
  };

  app.get(`${BASE}/:provider/authorize`, (c) => {
    const provider = c.req.param('provider');
    const read = readRequest(provider, c.req.query());
    if ('error' in read) return c.html(errorPage(read.error), 400);
    return c.html(consentPage(PROVIDERS[provider as ProviderId].displayName, read.fields, null), 200);
  });

  app.post(`${BASE}/:provider/authorize`, async (c) => {
    const provider = c.req.param('provider');
    const form = await formOf(c.req.raw);
    const read = readRequest(provider, { ...form, response_type: 'code', code_challenge_method: 'S256' });
    if ('error' in read) return c.html(errorPage(read.error), 400);
    const back = new URL(read.fields.redirect_uri);
    back.searchParams.set('state', read.fields.state);
    if (form.action === 'deny') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.toString(), 303);
    }
    const email = (form.email ?? '').trim().toLowerCase();
    const name = (form.name ?? '').trim().slice(0, 256);
    if (!EMAIL.test(email) || email.length > 256) {
      return c.html(consentPage(PROVIDERS[provider as ProviderId].displayName, read.fields, 'Enter an e-mail address such as ada@example.com.'), 400);
    }
    const code: DevCode = { provider, clientId: read.fields.client_id, redirectUri: read.fields.redirect_uri, codeChallenge: read.fields.code_challenge, email, name, exp: Date.now() + CODE_SECONDS * 1000 };
    back.searchParams.set('code', cipher().seal(JSON.stringify(code), 'dev-oauth-code'));
    return c.redirect(back.toString(), 303);
  });

  app.post(`${BASE}/:provider/token`, async (c) => {
    const provider = c.req.param('provider');
    const form = await formOf(c.req.raw);
    const fail = (error: string, description: string, status: 400 | 401 = 400) => c.json({ error, error_description: description }, status);
    if (form.grant_type !== 'authorization_code') return fail('unsupported_grant_type', 'Only authorization_code is supported.');
    if (!form.client_id || form.client_secret !== devClientSecret(deps.config, form.client_id)) return fail('invalid_client', 'Unknown client or wrong secret.', 401);
    const opened = form.code ? cipher().open(form.code, 'dev-oauth-code') : null;
    const code = opened ? (JSON.parse(opened) as DevCode) : null;
    if (!code || code.provider !== provider || code.clientId !== form.client_id || code.exp < Date.now()) return fail('invalid_grant', 'The code is invalid or expired.');
    if (form.redirect_uri !== code.redirectUri) return fail('invalid_grant', 'redirect_uri differs from the authorization request.');
    if (!form.code_verifier || (await oauth.calculatePKCECodeChallenge(form.code_verifier)) !== code.codeChallenge) return fail('invalid_grant', 'The PKCE code_verifier does not match.');
    const token = { provider, email: code.email, name: code.name, exp: Date.now() + TOKEN_SECONDS * 1000 };
    c.header('cache-control', 'no-store');
    return c.json({ access_token: cipher().seal(JSON.stringify(token), 'dev-oauth-access-token'), token_type: 'Bearer', expires_in: TOKEN_SECONDS, scope: 'profile email' }, 200);
  });

  app.get(`${BASE}/:provider/userinfo`, (c) => {
    const provider = c.req.param('provider');
    const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const opened = bearer ? cipher().open(bearer, 'dev-oauth-access-token') : null;
    const token = opened ? (JSON.parse(opened) as { provider: string; email: string; name: string; exp: number }) : null;
    if (!token || token.provider !== provider || token.exp < Date.now()) {
      c.header('www-authenticate', 'Bearer error="invalid_token"');
      return c.json({ error: 'invalid_token' }, 401);
    }
    return c.json({ sub: devAccountId(provider, token.email), email: token.email, email_verified: true, name: token.name || null }, 200);
  });
}

async function formOf(req: Request): Promise<Record<string, string>> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return {};
  return Object.fromEntries(new URLSearchParams(await req.text()).entries());
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border:1px solid #d6d3d1;border-radius:12px;padding:1.5rem}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:6px;padding:.25rem .5rem;font-size:.8rem;font-weight:600}
h1{font-size:1.25rem;margin:.75rem 0 .25rem}p{color:#57534e;font-size:.9rem;line-height:1.4}
label{display:block;font-size:.85rem;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.55rem .6rem;border:1px solid #a8a29e;border-radius:8px;font-size:1rem}
.err{color:#b91c1c;font-weight:600}.row{display:flex;gap:.5rem;margin-top:1.25rem}
button{flex:1;padding:.6rem;border-radius:8px;border:1px solid #1c1917;font-size:.95rem;cursor:pointer}
button.primary{background:#1c1917;color:#fff}button.secondary{background:#fff;color:#1c1917}
@media (prefers-color-scheme:dark){body{background:#0c0a09;color:#f5f5f4}main{background:#1c1917;border-color:#44403c}p{color:#d6d3d1}input{background:#0c0a09;color:#f5f5f4;border-color:#57534e}button.primary{background:#f5f5f4;color:#0c0a09}button.secondary{background:#1c1917;color:#f5f5f4;border-color:#f5f5f4}}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function consentPage(providerName: string, fields: Record<string, string>, error: string | null): string {
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return page(
    `Development sign-in with ${providerName}`,
    `<span class="badge">Development provider: not the real ${esc(providerName)}</span>
<h1>Sign in with ${esc(providerName)} (development)</h1>
<p>This project uses shared ${esc(providerName)} keys, so Gatehouse stands in for ${esc(providerName)} while you develop. Type any e-mail and name: the same e-mail always signs in to the same account, and it counts as verified. Nothing is sent to ${esc(providerName)}.</p>
${error ? `<p class="err" role="alert">${esc(error)}</p>` : ''}
<form method="post">${hidden}
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email" placeholder="ada@example.com">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" placeholder="Ada Lovelace">
<div class="row"><button class="secondary" type="submit" name="action" value="deny" formnovalidate>Cancel</button><button class="primary" type="submit" name="action" value="allow">Sign in</button></div>
</form>`,
  );
}

function errorPage(message: string): string {
  return page('Development sign-in', `<span class="badge">Development provider</span><h1>This sign-in request is not valid</h1><p class="err">${esc(message)}</p>`);
}
