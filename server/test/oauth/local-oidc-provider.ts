import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) standing in for one of the OIDC
 * providers of the table, on a local port: its endpoints live at the same paths as the real
 * provider's (Gatehouse replaces only the origin, GATEHOUSE_OAUTH_PROVIDER_ORIGINS), it signs
 * id_tokens with its own keys, checks PKCE, state, nonce and client authentication for real.
 * Login and consent are finished automatically for the account the test names next.
 */
export interface LocalAccount {
  id: string;
  claims: Record<string, unknown>;
}

export interface LocalOidcProvider {
  origin: string;
  /** The account the next sign-in logs in as. */
  nextAccount: LocalAccount;
  close(): Promise<void>;
}

export interface OidcProviderSpec {
  /** Issuer path below the origin ('' for an origin-only issuer). */
  issuerPath: string;
  routes: { authorization: string; token: string; jwks: string; userinfo?: string };
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Scopes the provider knows besides openid (unknown ones are dropped, as real providers do with theirs). */
  scopes: string[];
  /** Apple: the request names no openid scope, yet an id_token is issued. */
  addOpenIdScope?: boolean;
  /** A hostile or broken provider, for the id_token checks: publish other keys than it signs with. */
  foreignJwks?: boolean;
  /** ... or sign the id_token for another nonce than the one asked for. */
  swapNonce?: boolean;
  /** The private keys it signs with (default: its own development keys); tests that mint tokens themselves pass theirs. */
  jwks?: { keys: Record<string, unknown>[] };
  /**
   * Extra fields of the form_post answer, sent only on an account's FIRST authorization, as Apple
   * sends the user's name (`user`) only the first time a user signs in to an app.
   */
  firstFormPostFields?: (accountId: string) => Record<string, string> | undefined;
  /** Leave out RFC 9207's `iss` in the authorization response (as many providers do), so only the id_token names the issuer. */
  stripIssParameter?: boolean;
}

export async function startOidcProvider(spec: OidcProviderSpec): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state: LocalOidcProvider = { origin, nextAccount: { id: 'nobody', claims: {} }, close: () => new Promise((ok) => server.close(() => ok())) };
  const accounts = new Map<string, LocalAccount>();

  const provider = new Provider(`${origin}${spec.issuerPath}`, {
    clients: [
      {
        client_id: spec.clientId,
        client_secret: spec.clientSecret,
        redirect_uris: [spec.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    routes: spec.routes,
    scopes: ['openid', 'offline_access', ...spec.scopes],
    claims: {
      openid: ['sub', 'tid', 'xms_edov'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture', 'preferred_username'],
    },
    // Real providers put the profile claims in the id_token too (Google, Microsoft, Apple, Twitch).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, claimsParameter: { enabled: true }, userinfo: { enabled: spec.routes.userinfo !== undefined } },
    pkce: { required: () => true },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account.claims }) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['local-oidc-provider-test-key'] },
    ...(spec.jwks ? { jwks: spec.jwks as never } : {}),
  });
  if (spec.firstFormPostFields) addFirstFormPostFields(provider, spec.firstFormPostFields);
  provider.proxy = false;
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      try {
        if (req.url?.startsWith('/interaction/')) return await finishInteraction(provider, req, res, state, accounts);
        if (req.url?.startsWith(spec.routes.authorization) && (spec.addOpenIdScope || spec.swapNonce)) {
          const u = new URL(req.url, origin);
          if (spec.addOpenIdScope) u.searchParams.set('scope', `openid ${u.searchParams.get('scope') ?? ''}`.trim());
          if (spec.swapNonce && u.searchParams.has('nonce')) u.searchParams.set('nonce', 'a-nonce-nobody-asked-for');
          req.url = `${u.pathname}${u.search}`;
        }
        if (spec.foreignJwks && req.url?.startsWith(spec.routes.jwks) && !req.headers['x-real-jwks']) {
          // The provider's own key ids and algorithms, with other key material: only the signature check can tell.
          const own = (await (await fetch(`${origin}${spec.routes.jwks}`, { headers: { 'x-real-jwks': '1' } })).json()) as { keys: Record<string, unknown>[] };
          const keys = await Promise.all(own.keys.filter((k) => k.kty === 'RSA').map(async (k) => ({ ...(await foreignKey()), kid: k.kid, alg: k.alg ?? 'RS256' })));
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ keys }));
        }
        if (spec.stripIssParameter) {
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name: string, value: number | string | readonly string[]) => {
            if (name.toLowerCase() === 'location' && typeof value === 'string' && value.includes('iss=')) {
              const u = new URL(value);
              u.searchParams.delete('iss');
              return setHeader(name, u.toString());
            }
            return setHeader(name, value);
          };
        }
        callback(req, res);
      } catch (e) {
        res.statusCode = 500;
        res.end(String(e));
      }
    })();
  });
  return state;
}

/**
 * oidc-provider renders form_post answers itself; this Koa middleware adds the extra hidden fields
 * to that page (before the no-script button) the first time an account is authorized.
 */
function addFirstFormPostFields(provider: Provider, fieldsOf: (accountId: string) => Record<string, string> | undefined) {
  const told = new Set<string>();
  provider.use(async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    const accountId = (ctx as unknown as { oidc?: { session?: { accountId?: string } } }).oidc?.session?.accountId;
    if (typeof body !== 'string' || !body.includes('<title>Submitting Callback</title>') || !accountId || told.has(accountId)) return;
    told.add(accountId);
    const fields = fieldsOf(accountId);
    if (!fields) return;
    const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const inputs = Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}"/>`).join('\n');
    ctx.body = body.replace('<noscript>', `${inputs}\n    <noscript>`);
  });
}

/** A public key nobody signs with: published by a provider whose id_tokens must then fail the signature check. */
async function foreignKey(): Promise<Record<string, unknown>> {
  const { generateKeyPair, exportJWK } = await import('jose');
  const { publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(publicKey)), use: 'sig', alg: 'RS256' };
}

/** Logs in as the next account and grants what was asked, as a user clicking through would. */
async function finishInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse, state: LocalOidcProvider, accounts: Map<string, LocalAccount>) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    accounts.set(state.nextAccount.id, state.nextAccount);
    await provider.interactionFinished(req, res, { login: { accountId: state.nextAccount.id } }, { mergeWithLastSubmission: false });
    return;
  }
  const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const missingClaims = (details.prompt.details as { missingOIDCClaims?: string[] }).missingOIDCClaims;
  if (missingClaims) grant.addOIDCClaims(missingClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
