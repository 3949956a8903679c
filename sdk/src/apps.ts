import createClient from 'openapi-fetch';
import type { components, paths } from '@gatehouse/generated';
import type { GatehouseApi } from './api-types.ts';
import { serverUrls } from './base-url.ts';
import { RefreshTokenError, KnownError } from './errors.ts';
import { Session, type SessionListener } from './session.ts';
import { browserStorageTokenStore, cookieTokenStore, memoryTokenStore, type StorageLike, type TokenStore } from './token-store.ts';
import { createTransport, type AccessType, type FetchLike, type Transport } from './transport.ts';
import { accessTokenFromHeaders, AccessTokenVerificationError, createAccessTokenChecker, type AccessTokenCheck, type AccessTokenClaims, type AccessTokenRefusal } from './verify.ts';
import { serverUserHelpers, type ServerUser, type ServerUserHelpers, type UpdateUserBody } from './server-users.ts';
import { dataVaultHelpers, type DataVaultHelpers } from './data-vault.ts';
import { clientPaymentHelpers, serverPaymentHelpers, type ClientPaymentHelpers, type ServerPaymentHelpers } from './payments.ts';
import { mfaHelpers, type MfaHelpers } from './mfa.ts';
import { passkeyHelpers, type PasskeyHelpers } from './passkeys.ts';
import { appleNativeHelpers, type AppleNativeHelpers } from './apple-native.ts';
import { defaultOAuthFlowStore, oauthHelpers, type OAuthFlowStore, type OAuthHelpers } from './oauth.ts';
import { crossDomainHelpers, type CrossDomainHelpers } from './cross-domain.ts';
import { permissionDefinitionHelpers, serverTeamHelpers, teamHelpers, type PermissionDefinitionHelpers, type ServerTeamHelpers, type TeamHelpers } from './teams.ts';
import { teamInvitationHelpers, type TeamInvitationHelpers } from './team-invitations.ts';
import { apiKeyCheckHelpers, ownerApiKeyHelpers, type ApiKeyCheckHelpers, type OwnerApiKeyHelpers } from './owner-api-keys.ts';
import { ownUserUpdateBody, type MetadataTypes, type NoMetadataTypes, type UpdateOwnUserInput, type WithMetadata } from './user-metadata.ts';

export type { GatehouseApi } from './api-types.ts';

/** Metadata as the wire has it (any JSON, `unknown`): the implementation's view; callers see their declared types. */
type WireMetadata = Required<MetadataTypes>;

type JsonOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;
/** GET /users/me as this SDK's access type sees it, its metadata typed as the app declared (MetadataTypes). */
export type CurrentUser<M extends MetadataTypes = NoMetadataTypes> = WithMetadata<JsonOf<'/users/me', 'get'>, M>;
export type ClientProject = components['schemas']['ClientProject'];

/** Where a session keeps its tokens: a store, or the name of a built-in one. */
export type TokenStoreOption = TokenStore | 'memory' | 'local-storage' | 'cookie';

export interface AppOptions {
  /** The Gatehouse server: https://auth.example.com or https://auth.example.com/api/v1 (a trailing slash is fine). */
  baseUrl: string;
  projectId: string;
  /** Sent as x-stack-publishable-client-key and as client_secret when refreshing. */
  publishableClientKey?: string;
  /** Default: 'local-storage' in browsers for client apps, otherwise 'memory'. */
  tokenStore?: TokenStoreOption;
  /** Replaces global fetch (tests, proxies, server runtimes). */
  fetch?: FetchLike;
  /** Where OAuth sign-ins wait for their callback (oauth.ts); default: sessionStorage in browsers, else memory. */
  oauthFlowStore?: OAuthFlowStore;
}

export interface ServerAppOptions extends AppOptions {
  secretServerKey: string;
  /**
   * The `iss` access tokens must carry. Default: read from the project's OpenID discovery
   * document through `baseUrl` (the server's GATEHOUSE_PUBLIC_URL, whatever address this backend uses).
   */
  issuer?: string;
  /**
   * Told when authenticateRequest refuses a token the request did carry (it then returns null),
   * with the reason, e.g. to log it. Not called for a request without a token.
   */
  onAccessTokenRefused?: (refusal: { reason: Exclude<AccessTokenRefusal, 'missing'>; message: string }) => void;
}

export interface AdminAppOptions extends AppOptions {
  /** Admin access with the project's key... */
  superSecretAdminKey?: string;
  /** ...or dashboard mode: the owner's session on the internal project supplies x-stack-admin-access-token. */
  ownerSession?: Session;
}

export interface SignInResult {
  userId: string;
}

/**
 * What every app can do: typed API access within one session, and teams and permissions (teams.ts).
 * M declares the users' metadata shapes (MetadataTypes; each left out is Record<string, unknown>).
 */
export interface GatehouseApp<M extends MetadataTypes = NoMetadataTypes> extends ClientPaymentHelpers, TeamHelpers, TeamInvitationHelpers, OwnerApiKeyHelpers, MfaHelpers, PasskeyHelpers, OAuthHelpers, CrossDomainHelpers, AppleNativeHelpers {
  readonly projectId: string;
  /** The server's address as given, without /api/v1 and without a trailing slash. */
  readonly baseUrl: string;
  readonly accessType: AccessType;
  /** Typed client for any endpoint: `const { data } = await app.api.GET('/projects/current')`; failures are thrown, so `data` is always there. */
  readonly api: GatehouseApi;
  /** The end user's session (tokens, refresh, listeners). */
  readonly session: Session;
  /** An access token valid for at least 20 s (refreshed when needed), or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** Called whenever the session's tokens change (sign-in, refresh, sign-out). */
  onSessionChange(listener: SessionListener): () => void;
  /** The current project (client view: sign-in methods, providers, trusted domains). */
  getProject(): Promise<ClientProject>;
  /** The signed-in user, or null when signed out. */
  getUser(): Promise<CurrentUser<M> | null>;
  /**
   * Changes the given fields of the signed-in user (PATCH /users/me) and returns the updated user.
   * `clientMetadata` replaces the whole object. Throws CannotGetOwnUserWithoutUserError when signed
   * out, InvalidProfileImageError for a picture it cannot take, SchemaError for a value the server refuses (nothing is changed then), and a TypeError,
   * before any request, for a field it does not know.
   */
  updateUser(input: UpdateOwnUserInput<M>): Promise<CurrentUser<M>>;
  signUpWithPassword(input: { email: string; password: string; verificationCallbackUrl?: string }): Promise<SignInResult>;
  /** Throws EmailPasswordMismatchError when the e-mail and password do not match. */
  signInWithPassword(input: { email: string; password: string }): Promise<SignInResult>;
  /** E-mails a sign-in link and a typed code; keep the returned nonce for signInWithOtp. */
  sendMagicLinkEmail(input: { email: string; callbackUrl: string }): Promise<{ nonce: string }>;
  /** Signs in with the 45-character code of an e-mailed link (the `?code=` of the callback URL). */
  signInWithMagicLink(code: string): Promise<SignInResult & { isNewUser: boolean }>;
  /** Signs in with the 6-character code the user typed plus the nonce sendMagicLinkEmail returned. */
  signInWithOtp(input: { otp: string; nonce: string }): Promise<SignInResult & { isNewUser: boolean }>;
  /** Creates an anonymous user (when the project allows it) and signs in as it. */
  signUpAnonymously(): Promise<SignInResult>;
  /** Changes the signed-in user's password; other sessions are revoked, this one stays. */
  updatePassword(input: { oldPassword: string; newPassword: string }): Promise<void>;
  /** Revokes the session on the server (refresh-token errors ignored) and forgets the tokens regardless. */
  signOut(): Promise<void>;
}

export type ClientApp<M extends MetadataTypes = NoMetadataTypes> = GatehouseApp<M>;

export interface ServerApp<M extends MetadataTypes = NoMetadataTypes> extends GatehouseApp<M>, ServerPaymentHelpers, ServerUserHelpers<M>, ServerTeamHelpers, ApiKeyCheckHelpers, DataVaultHelpers {
  /** The session's signed-in user, or null when signed out (as on every app). */
  getUser(): Promise<CurrentUser<M> | null>;
  /** Any user of the project by id; throws UserNotFoundError when there is none. */
  getUser(userId: string): Promise<ServerUser<M>>;
  /** The session's signed-in user's own fields (as on every app). */
  updateUser(input: UpdateOwnUserInput<M>): Promise<CurrentUser<M>>;
  /** Any user of the project by id, every field of the wire body; throws UserNotFoundError when there is none. */
  updateUser(userId: string, body: UpdateUserBody<M>): Promise<ServerUser<M>>;
  /** Verifies a user's access token locally (JWKS, ES256, iss/aud); throws AccessTokenVerificationError (`refusal` says why). */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** As verifyAccessToken, without throwing: `{ ok: true, claims }` or `{ ok: false, reason, message }`. */
  verifyAccessTokenResult(token: string): Promise<AccessTokenCheck>;
  /**
   * The verified claims of the token a request carries (x-stack-access-token or Bearer), or null
   * when it has none or it is refused (`onAccessTokenRefused` is told why).
   */
  authenticateRequest(request: { headers: Headers | Record<string, string | string[] | undefined> }): Promise<AccessTokenClaims | null>;
  /** As authenticateRequest, with the reason: `{ ok: false, reason: 'missing' }` for a request without a token. */
  authenticateRequestResult(request: { headers: Headers | Record<string, string | string[] | undefined> }): Promise<AccessTokenCheck>;
}

export interface AdminApp<M extends MetadataTypes = NoMetadataTypes> extends GatehouseApp<M>, ServerPaymentHelpers, ServerTeamHelpers, PermissionDefinitionHelpers, ApiKeyCheckHelpers, DataVaultHelpers {}

function resolveStore(option: TokenStoreOption | undefined, projectId: string, accessType: AccessType): TokenStore {
  if (option && typeof option === 'object') return option;
  const g = globalThis as { localStorage?: StorageLike; document?: { cookie: string } };
  const name = `gatehouse-${projectId}`;
  const choice = option ?? (accessType === 'client' && g.localStorage ? 'local-storage' : 'memory');
  if (choice === 'local-storage') {
    if (!g.localStorage) throw new TypeError("tokenStore 'local-storage' needs globalThis.localStorage");
    return browserStorageTokenStore(g.localStorage, `${name}-tokens`);
  }
  if (choice === 'cookie') {
    if (!g.document) throw new TypeError("tokenStore 'cookie' needs globalThis.document");
    return cookieTokenStore(g.document, { prefix: name });
  }
  return memoryTokenStore();
}

/** Every API answer here is OK (errors are thrown by the transport), so `data` is the body. */
async function dataOf<T>(call: Promise<{ data: T }>): Promise<T> {
  return (await call).data;
}

function buildApp(accessType: AccessType, options: AppOptions & { secretServerKey?: string; superSecretAdminKey?: string; ownerSession?: Session }) {
  let transport: Transport | undefined;
  const session = new Session(resolveStore(options.tokenStore, options.projectId, accessType), (rt) => transport!.refresh(rt));
  transport = createTransport({
    baseUrl: options.baseUrl,
    projectId: options.projectId,
    accessType,
    publishableClientKey: options.publishableClientKey,
    secretServerKey: options.secretServerKey,
    superSecretAdminKey: options.superSecretAdminKey,
    session,
    adminSession: options.ownerSession,
    fetch: options.fetch,
  });
  const t = transport;
  // The transport throws every failure, so the client's `error` branch never happens (GatehouseApi drops it).
  const api = createClient<paths>({ baseUrl: t.apiUrl, fetch: (req: Request) => t.send(req) }) as unknown as GatehouseApi;

  const signedIn = (tokens: { access_token: string; refresh_token: string; user_id: string }): SignInResult => {
    session.setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    return { userId: tokens.user_id };
  };

  const flowStore = options.oauthFlowStore ?? defaultOAuthFlowStore();
  const app: GatehouseApp<WireMetadata> = {
    // Server and admin apps replace these with the fuller set (serverTeamHelpers) in their factories.
    ...teamHelpers(api, accessType === 'client'),
    ...teamInvitationHelpers(api),
    ...ownerApiKeyHelpers(api),
    ...mfaHelpers(api, signedIn),
    ...passkeyHelpers(api, session),
    ...appleNativeHelpers(api, signedIn),
    ...oauthHelpers(api, session, { projectId: options.projectId, publishableClientKey: options.publishableClientKey, flowStore }),
    // One flow store for both: handleOAuthCallback finishes the handoffs prepareCrossDomainHandoff started.
    ...crossDomainHelpers(api, session, { flowStore }),
    ...clientPaymentHelpers(api),
    projectId: options.projectId,
    baseUrl: serverUrls(options.baseUrl).baseUrl,
    accessType,
    api,
    session,
    getAccessToken: () => session.getAccessToken(),
    onSessionChange: (listener) => session.subscribe(listener),
    getProject: () => dataOf(api.GET('/projects/current')),
    async getUser() {
      if (!(await session.getAccessToken())) return null;
      try {
        return await dataOf(api.GET('/users/me'));
      } catch (e) {
        // The token died between the check and the call, or the user was deleted: no user.
        if (e instanceof KnownError && ['CANNOT_GET_OWN_USER_WITHOUT_USER', 'USER_AUTHENTICATION_REQUIRED'].includes(e.code)) return null;
        throw e;
      }
    },
    async updateUser(input) {
      return dataOf(api.PATCH('/users/me', { body: ownUserUpdateBody(input) }));
    },
    async signUpWithPassword({ email, password, verificationCallbackUrl }) {
      const body = { email, password, ...(verificationCallbackUrl ? { verification_callback_url: verificationCallbackUrl } : {}) };
      return signedIn(await dataOf(api.POST('/auth/password/sign-up', { body })));
    },
    async signInWithPassword({ email, password }) {
      return signedIn(await dataOf(api.POST('/auth/password/sign-in', { body: { email, password } })));
    },
    async sendMagicLinkEmail({ email, callbackUrl }) {
      return dataOf(api.POST('/auth/otp/send-sign-in-code', { body: { email, callback_url: callbackUrl } }));
    },
    async signInWithMagicLink(code) {
      const r = await dataOf(api.POST('/auth/otp/sign-in', { body: { code } }));
      return { ...signedIn(r), isNewUser: r.is_new_user };
    },
    async signInWithOtp({ otp, nonce }) {
      const typed = otp.trim();
      if (!/^[0-9a-zA-Z]{6}$/.test(typed)) throw new TypeError('The sign-in code is the 6 characters from the e-mail.');
      return app.signInWithMagicLink(typed.toLowerCase() + nonce);
    },
    async signUpAnonymously() {
      return signedIn(await dataOf(api.POST('/auth/anonymous/sign-up')));
    },
    async updatePassword({ oldPassword, newPassword }) {
      // x-stack-refresh-token (sent on every call) tells the server which session to keep.
      await api.POST('/auth/password/update', { body: { old_password: oldPassword, new_password: newPassword } });
    },
    async signOut() {
      try {
        if (await session.getAccessToken()) // The upstream SDK sends `{}`; the route declares no body and ignores one.
        await api.DELETE('/auth/sessions/current', { body: {} as never });
      } catch (e) {
        // The session is already gone on the server: that is what signing out wants.
        if (!(e instanceof RefreshTokenError)) throw e;
      } finally {
        session.clear();
      }
    },
  };
  return { app, api, session };
}

/** An app for browsers and other untrusted clients: client access with the publishable key. */
export function createClientApp<M extends MetadataTypes = NoMetadataTypes>(options: AppOptions): ClientApp<M> {
  // Metadata types are the caller's declaration; the values on the wire are the same JSON.
  return buildApp('client', options).app as unknown as ClientApp<M>;
}

/** An app for trusted backends: server access with the secret server key, plus local token verification. */
export function createServerApp<M extends MetadataTypes = NoMetadataTypes>(options: ServerAppOptions): ServerApp<M> {
  if (!options.secretServerKey) throw new TypeError('createServerApp needs secretServerKey');
  const { app, api } = buildApp('server', options);
  const check = createAccessTokenChecker({ baseUrl: options.baseUrl, projectId: options.projectId, fetch: options.fetch, ...(options.issuer !== undefined ? { issuer: options.issuer } : {}) });
  const authenticateRequestResult: ServerApp['authenticateRequestResult'] = async (request) => {
    const token = accessTokenFromHeaders(request.headers);
    return token ? check(token) : { ok: false, reason: 'missing', message: 'The request carries no access token (x-stack-access-token or Authorization: Bearer).' };
  };
  const { userById, listUsers, createUser, updateUser, deleteUser } = serverUserHelpers(api);
  const currentUser = app.getUser;
  const updateOwnUser = app.updateUser;
  const server: ServerApp<WireMetadata> = {
    ...app,
    ...serverTeamHelpers(api),
    ...apiKeyCheckHelpers(api),
    ...dataVaultHelpers(api),
    ...serverPaymentHelpers(api),
    listUsers,
    createUser,
    deleteUser,
    // getUser() keeps meaning "the session's user" on every app; with an id it reads any user.
    getUser: ((userId?: string) => (userId === undefined ? currentUser() : userById(userId))) as ServerApp<WireMetadata>['getUser'],
    // So does updateUser(input); with an id first it changes any user.
    updateUser: ((first: string | UpdateOwnUserInput<WireMetadata>, body?: UpdateUserBody<WireMetadata>) =>
      typeof first === 'string' ? updateUser(first, body ?? {}) : updateOwnUser(first)) as ServerApp<WireMetadata>['updateUser'],
    async verifyAccessToken(token) {
      const result = await check(token);
      if (result.ok) return result.claims;
      throw new AccessTokenVerificationError(result.reason === 'expired' ? 'expired' : 'invalid', result.message, { refusal: result.reason });
    },
    verifyAccessTokenResult: check,
    async authenticateRequest(request) {
      const result = await authenticateRequestResult(request);
      if (result.ok) return result.claims;
      if (result.reason !== 'missing') options.onAccessTokenRefused?.({ reason: result.reason, message: result.message });
      return null;
    },
    authenticateRequestResult,
  };
  return server as unknown as ServerApp<M>;
}

/**
 * An app with admin access to one project: with its super-secret admin key, or (the dashboard)
 * with `ownerSession`, the project owner's session on the internal project.
 */
export function createAdminApp<M extends MetadataTypes = NoMetadataTypes>(options: AdminAppOptions): AdminApp<M> {
  if (!options.superSecretAdminKey && !options.ownerSession) throw new TypeError('createAdminApp needs superSecretAdminKey or ownerSession');
  const { app, api } = buildApp('admin', options);
  const admin: AdminApp<WireMetadata> = { ...app, ...serverTeamHelpers(api), ...permissionDefinitionHelpers(api), ...apiKeyCheckHelpers(api), ...dataVaultHelpers(api), ...serverPaymentHelpers(api) };
  return admin as unknown as AdminApp<M>;
}
