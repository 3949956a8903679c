import { defineEntity, p } from '@mikro-orm/core';

/** A pending OAuth flow between authorize and callback (migration 20261127000300), keyed by its inner state's digest. */
export const OAuthFlowState = defineEntity({
  name: 'OAuthFlowState',
  tableName: 'oauth_flow_state',
  properties: {
    stateHash: p.blob().columnType('bytea').primary(),
    projectId: p.text(),
    providerId: p.text(),
    outerParams: p.json(),
    codeVerifierSealed: p.text(),
    nonce: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    expiresAt: p.datetime().columnType('timestamptz'),
  },
});

/** An issued outer authorization code, single-use, keyed by its digest. */
export const OAuthAuthorizationCode = defineEntity({
  name: 'OAuthAuthorizationCode',
  tableName: 'oauth_authorization_code',
  properties: {
    codeHash: p.blob().columnType('bytea').primary(),
    projectId: p.text(),
    userId: p.uuid(),
    redirectUri: p.text(),
    codeChallenge: p.text(),
    isNewUser: p.boolean(),
    afterCallbackRedirectUrl: p.text().nullable(),
    expiresAt: p.datetime().columnType('timestamptz'),
    /** Cross-domain handoff codes only (migration 20261127140000): the session they hand over, and its sealed refresh token. */
    sessionId: p.uuid().nullable(),
    refreshTokenSealed: p.text().nullable(),
  },
});

/** A provider account linked to a user, with its provider tokens sealed (token-cipher.ts). */
export const OAuthAccount = defineEntity({
  name: 'OAuthAccount',
  tableName: 'oauth_account',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    userId: p.uuid(),
    providerId: p.text(),
    accountId: p.text(),
    email: p.text().nullable(),
    allowSignIn: p.boolean(),
    allowConnectedAccounts: p.boolean(),
    accessTokenSealed: p.text().nullable(),
    refreshTokenSealed: p.text().nullable(),
    accessTokenExpiresAt: p.datetime().columnType('timestamptz').nullable(),
    scopes: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
