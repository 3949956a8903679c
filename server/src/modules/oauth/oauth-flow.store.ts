import type { EntityManager } from '@mikro-orm/postgresql';
import { rawSql } from '../../db/sql.ts';
import { OAuthAuthorizationCode, OAuthFlowState } from './oauth.entities.ts';

/** The only code that writes oauth_flow_state and oauth_authorization_code. */

/** What the authorize call asked for, kept until the provider calls back. */
export interface OuterParams {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  type: 'authenticate' | 'link';
  /** The user of `token`: the one to link to (link) or the anonymous one to upgrade (authenticate). */
  userId: string | null;
  afterCallbackRedirectUrl: string | null;
  errorRedirectUri: string | null;
  responseMode: 'redirect' | 'json';
  providerScope: string | null;
}

export interface FlowState {
  projectId: string;
  providerId: string;
  outer: OuterParams;
  codeVerifierSealed: string;
  nonce: string;
  expiresAt: Date;
}

export async function insertFlowState(em: EntityManager, stateHash: Buffer, f: FlowState): Promise<void> {
  await em.insert(OAuthFlowState, {
    stateHash,
    projectId: f.projectId,
    providerId: f.providerId,
    outerParams: f.outer,
    codeVerifierSealed: f.codeVerifierSealed,
    nonce: f.nonce,
    expiresAt: f.expiresAt,
  });
  // Flows nobody finished are useless a day later (past their 10 minutes they only serve to say "timed out").
  await em.nativeDelete(OAuthFlowState, { expiresAt: { $lt: new Date(Date.now() - 86_400_000) } });
}

/** Who presents a state at the callback: the provider path it arrived on, and whether the browser sent the flow's state cookie. */
export interface FlowClaim {
  providerId: string;
  hasStateCookie: boolean;
}

/**
 * Takes the flow of this state out, once: DELETE ... RETURNING, so two callbacks with the same
 * state (a replay, a double submit) cannot both proceed. Only a callback that may finish the flow
 * takes it: on the flow's own provider path and, for a redirect-mode flow, with the flow's state
 * cookie (the binding to the browser that started it). Anyone else who learned the state (a leaked
 * provider redirect, a prefetching proxy) leaves the flow untouched for the real browser.
 * Expired flows are returned too (the caller answers OUTER_OAUTH_TIMEOUT).
 * 'unknown': no such flow, another provider's, or already used; 'unbound': the cookie is missing.
 */
export async function takeFlowState(em: EntityManager, stateHash: Buffer, claim: FlowClaim): Promise<FlowState | 'unknown' | 'unbound'> {
  // Raw: MikroORM's nativeDelete does not return the deleted row.
  const rows = await rawSql<Record<string, unknown>>(
    em,
    `delete from oauth_flow_state where state_hash = ? and provider_id = ? and (outer_params->>'responseMode' <> 'redirect' or ?::boolean)
     returning project_id, provider_id, outer_params, code_verifier_sealed, nonce, expires_at`,
    [stateHash, claim.providerId, claim.hasStateCookie],
  );
  const r = rows[0];
  if (!r) {
    // Nothing taken: say why. A flow still there for this provider was refused for its cookie alone.
    const left = await rawSql<Record<string, unknown>>(em, `select 1 from oauth_flow_state where state_hash = ? and provider_id = ?`, [stateHash, claim.providerId]);
    return left.length ? 'unbound' : 'unknown';
  }
  return {
    projectId: r.project_id as string,
    providerId: r.provider_id as string,
    outer: (typeof r.outer_params === 'string' ? JSON.parse(r.outer_params) : r.outer_params) as OuterParams,
    codeVerifierSealed: r.code_verifier_sealed as string,
    nonce: r.nonce as string,
    expiresAt: new Date(r.expires_at as string),
    ...(r.session_id ? { handoff: { sessionId: r.session_id as string, refreshTokenSealed: r.refresh_token_sealed as string } } : {}),
  };
}

export interface IssuedCode {
  projectId: string;
  userId: string;
  redirectUri: string;
  codeChallenge: string;
  isNewUser: boolean;
  afterCallbackRedirectUrl: string | null;
  expiresAt: Date;
  /** A cross-domain handoff code: the session it continues and that session's sealed refresh token. */
  handoff?: { sessionId: string; refreshTokenSealed: string };
}

export async function insertAuthorizationCode(em: EntityManager, codeHash: Buffer, c: IssuedCode): Promise<void> {
  const { handoff, ...fields } = c;
  await em.insert(OAuthAuthorizationCode, { codeHash, ...fields, sessionId: handoff?.sessionId ?? null, refreshTokenSealed: handoff?.refreshTokenSealed ?? null });
  await em.nativeDelete(OAuthAuthorizationCode, { expiresAt: { $lt: new Date(Date.now() - 86_400_000) } });
}

/** Takes the code out once (DELETE ... RETURNING): of two concurrent exchanges, one gets it. */
export async function takeAuthorizationCode(em: EntityManager, projectId: string, codeHash: Buffer): Promise<IssuedCode | null> {
  const rows = await rawSql<Record<string, unknown>>(
    em,
    `delete from oauth_authorization_code where code_hash = ? and project_id = ? returning user_id, redirect_uri, code_challenge, is_new_user, after_callback_redirect_url, expires_at, session_id, refresh_token_sealed`,
    [codeHash, projectId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    projectId,
    userId: r.user_id as string,
    redirectUri: r.redirect_uri as string,
    codeChallenge: r.code_challenge as string,
    isNewUser: r.is_new_user as boolean,
    afterCallbackRedirectUrl: (r.after_callback_redirect_url as string | null) ?? null,
    expiresAt: new Date(r.expires_at as string),
    ...(r.session_id ? { handoff: { sessionId: r.session_id as string, refreshTokenSealed: r.refresh_token_sealed as string } } : {}),
  };
}
