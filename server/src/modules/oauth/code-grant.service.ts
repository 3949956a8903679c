import * as oauth from 'oauth4webapi';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { sha256 } from '../../crypto/hashing.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { findUser } from '../users/users.store.ts';
import { finishSignIn } from '../mfa/finish-sign-in.ts';
import type { SignedIn } from '../sessions/sign-in-tokens.ts';
import { continueSession } from '../sessions/session-handoff.ts';
import { takeAuthorizationCode, type IssuedCode } from './oauth-flow.store.ts';
import { tokenCipher } from './token-cipher.ts';

/** The purpose a handed-over refresh token is sealed under (token-cipher.ts binds it). */
export const HANDOFF_TOKEN_PURPOSE = 'oauth-cross-domain-refresh-token';

export interface CodeGrant {
  code: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface CodeSignedIn extends SignedIn {
  isNewUser: boolean;
  afterCallbackRedirectUrl: string | null;
}

/**
 * The authorization_code grant (wire-contract §9.7): the code is taken out once (so of two
 * concurrent exchanges exactly one can win), then its PKCE challenge and redirect URI must match.
 * The sign-in ends in finishSignIn like every other method (a TOTP user gets the MFA step).
 */
export async function exchangeAuthorizationCode(deps: Deps, project: ProjectRecord, g: CodeGrant): Promise<CodeSignedIn> {
  const issued = await takeAuthorizationCode(deps.em, project.id, sha256(g.code));
  if (!issued || issued.expiresAt.getTime() < Date.now()) throw knownError('INVALID_AUTHORIZATION_CODE');
  if ((await oauth.calculatePKCECodeChallenge(g.codeVerifier)) !== issued.codeChallenge) throw knownError('INVALID_AUTHORIZATION_CODE');
  if (stripHash(g.redirectUri) !== issued.redirectUri) throw knownError('REDIRECT_URI_MISMATCH');
  if (issued.handoff) return { ...(await continueHandoff(deps, project, issued.handoff)), isNewUser: false, afterCallbackRedirectUrl: issued.afterCallbackRedirectUrl };
  const user = await findUser(deps.em, project.id, issued.userId);
  if (!user) throw knownError('INVALID_AUTHORIZATION_CODE');
  const signedIn = await finishSignIn(deps, project, user, { method: 'oauth', isNewUser: issued.isNewUser });
  return { ...signedIn, isNewUser: issued.isNewUser, afterCallbackRedirectUrl: issued.afterCallbackRedirectUrl };
}

/**
 * A cross-domain handoff code (cross-domain.service.ts) continues its session instead of signing
 * in: no MFA step. A session revoked meanwhile took the code with it (cascade); one that expired
 * in between, or a token that no longer opens (another server key), is the same invalid code.
 */
async function continueHandoff(deps: Deps, project: ProjectRecord, handoff: NonNullable<IssuedCode['handoff']>): Promise<SignedIn> {
  const refreshToken = tokenCipher(deps.config).open(handoff.refreshTokenSealed, HANDOFF_TOKEN_PURPOSE);
  const continued = refreshToken === null ? null : await continueSession(deps, project, handoff.sessionId, refreshToken);
  if (!continued) throw knownError('INVALID_AUTHORIZATION_CODE');
  return continued;
}

/** Redirect URIs compare without their fragment (wire-contract §9.7: "hash stripped"). */
export function stripHash(url: string): string {
  const at = url.indexOf('#');
  return at === -1 ? url : url.slice(0, at);
}
