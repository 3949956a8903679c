import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { assertProviderAllows, inRecordOrder, providerSettingsOf } from './provider-use.ts';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { finishSignIn } from '../mfa/finish-sign-in.ts';
import type { SignedIn } from '../sessions/sign-in-tokens.ts';
import { PROVIDERS, endpointsOf } from './providers/provider-table.ts';
import { resolveAccount } from './account-resolution.ts';

/**
 * Sign in with Apple from a native app (wire-contract §9.8): the app gets an id_token from Apple
 * itself (no redirect through Gatehouse), so all Gatehouse can check is that token: Apple's
 * signature (RS256, against Apple's published keys), issuer, expiry, and an audience that is one
 * of the project's bundle ids (a token issued to another app must not sign in here). The account
 * is then resolved exactly as the web callback resolves it, and the sign-in ends in finishSignIn.
 */
export async function signInWithAppleIdToken(deps: Deps, project: ProjectRecord, idToken: string, callerUserId: string | null): Promise<SignedIn & { isNewUser: boolean }> {
  const config = providerSettingsOf(project, 'apple');
  if (!config) throw knownError('OAUTH_PROVIDER_NOT_FOUND_OR_NOT_ENABLED');
  assertProviderAllows(project, 'apple', 'sign-in');
  // Shared keys are Gatehouse's development provider, which no native app can talk to.
  const bundleIds = config.isShared ? [] : inRecordOrder(config.appleBundles ?? {}).map((b) => b.bundleId);
  if (bundleIds.length === 0) throw knownError('APPLE_BUNDLE_ID_NOT_CONFIGURED');

  const claims = await verifyAppleIdToken(deps, idToken, bundleIds);
  const profile = PROVIDERS.apple.profile.kind === 'oidc' ? PROVIDERS.apple.profile.fromClaims(claims, {}) : null;
  if (!profile) throw new Error('the Apple provider entry must read id_token claims');
  const { user, isNewUser } = await resolveAccount(deps, project, {
    providerId: 'apple',
    type: 'authenticate',
    // An anonymous caller is upgraded in place, as the web flow does with its `token`.
    tokenUserId: callerUserId,
    profile,
    shared: false,
    // The app holds Apple's tokens, not Gatehouse: nothing for connected accounts, and a web sign-in's stored tokens stay.
    tokens: null,
  });
  const signedIn = await finishSignIn(deps, project, user, { method: 'oauth', isNewUser });
  return { ...signedIn, isNewUser };
}

/** One key set per JWKS URL: jose caches Apple's keys and refetches (at most every 30 s) when a token names an unknown key id. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function appleKeys(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

async function verifyAppleIdToken(deps: Deps, idToken: string, bundleIds: string[]): Promise<JWTPayload & Record<string, unknown>> {
  // The origin is replaceable like every provider's (GATEHOUSE_OAUTH_PROVIDER_ORIGINS): tests use a local "Apple".
  const endpoints = endpointsOf(PROVIDERS.apple, {}, deps.config.oauthProviderOrigins);
  try {
    const { payload } = await jwtVerify(idToken, appleKeys(endpoints.jwks!), {
      issuer: endpoints.issuer!,
      audience: bundleIds,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw knownError('INVALID_APPLE_CREDENTIALS');
    return payload as JWTPayload & Record<string, unknown>;
  } catch (e) {
    // Apple's keys could not be fetched: not the caller's fault, and worth retrying.
    const unreachable = e instanceof joseErrors.JWKSTimeout || e instanceof joseErrors.JWKSInvalid || (e instanceof TypeError && /fetch failed/i.test(e.message));
    if (unreachable || (e instanceof joseErrors.JOSEError && /JSON Web Key Set HTTP response/.test(e.message))) {
      throw knownError('OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE');
    }
    if (e instanceof joseErrors.JOSEError) throw knownError('INVALID_APPLE_CREDENTIALS');
    throw e;
  }
}
