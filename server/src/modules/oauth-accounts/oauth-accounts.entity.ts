import { defineEntity, p } from '@mikro-orm/core';

/**
 * A provider account linked to a user (created by the oauth module's migration 20261127000300), with
 * its provider tokens sealed by the oauth module (token-cipher.ts): this module stores them, never opens them.
 */
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
