import { defineEntity, p } from '@mikro-orm/core';

/** A session is one refresh-token chain. Only digests of refresh tokens are stored. */
export const UserSession = defineEntity({
  name: 'UserSession',
  tableName: 'user_session',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    userId: p.uuid(),
    refreshTokenHash: p.blob().columnType('bytea'),
    previousRefreshTokenHash: p.blob().columnType('bytea').nullable(),
    rotatedAt: p.datetime().columnType('timestamptz').nullable(),
    isImpersonation: p.boolean().default(false),
    /** The session this one was made from without a new sign-in (a cross-domain sibling); it ends with it (on delete cascade). */
    parentSessionId: p.uuid().nullable(),
    // Default to the database's now(), as the columns do.
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    // The last sign-in (or confirmation with a password or TOTP code) of this session; refresh keeps it.
    signedInAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    lastUsedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    expiresAt: p.datetime().columnType('timestamptz'),
    // How the session was signed in, and where it was last used from (migration 20261128090000).
    signInMethod: p.text().nullable(),
    userAgent: p.text().nullable(),
    lastUsedIp: p.text().nullable(),
    // The approximate location a trusted edge reported with last_used_ip (migration 20261128140000).
    locationCountryCode: p.text().nullable(),
    locationRegionCode: p.text().nullable(),
    locationCity: p.text().nullable(),
    locationLatitude: p.float().columnType('double precision').nullable(),
    locationLongitude: p.float().columnType('double precision').nullable(),
    locationTz: p.text().nullable(),
  },
});
