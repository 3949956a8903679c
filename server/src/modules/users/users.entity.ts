import { defineEntity, p } from '@mikro-orm/core';
import { JsonDocumentType } from '../../db/json-document.ts';

// Timestamps default to the database's now(), as the columns do (migration 20261123000000).

export const ProjectUser = defineEntity({
  name: 'ProjectUser',
  tableName: 'project_user',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    displayName: p.text().nullable(),
    profileImageUrl: p.text().nullable(),
    // Written as JsonDocument (the store serialises it; see db/json-document.ts).
    clientMetadata: p.json<unknown>().type(JsonDocumentType).nullable(),
    clientReadOnlyMetadata: p.json<unknown>().type(JsonDocumentType).nullable(),
    serverMetadata: p.json<unknown>().type(JsonDocumentType).nullable(),
    isAnonymous: p.boolean().default(false),
    passwordHash: p.text().nullable(),
    otpAuthEnabled: p.boolean().default(false),
    passkeyAuthEnabled: p.boolean().default(false),
    totpSecret: p.blob().columnType('bytea').nullable(),
    selectedTeamId: p.uuid().nullable(),
    // Admin restriction, country and risk scores: migration 20261127170000 (checks live there).
    restrictedByAdmin: p.boolean().default(false),
    restrictedByAdminReason: p.text().nullable(),
    restrictedByAdminPrivateDetails: p.text().nullable(),
    countryCode: p.text().nullable(),
    signUpRiskScoreBot: p.smallint().default(0),
    signUpRiskScoreFreeTrialAbuse: p.smallint().default(0),
    signedUpAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    lastActiveAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    // Migration 20261127210000: the cut-off of a password reset (address-proof module).
    credentialsProvedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

/** A user's e-mail address. At most one per project signs in (used_for_auth), one per user is primary. */
export const ContactChannel = defineEntity({
  name: 'ContactChannel',
  tableName: 'contact_channel',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    userId: p.uuid(),
    type: p.text().default('email'),
    value: p.text(),
    isPrimary: p.boolean().default(false),
    isVerified: p.boolean().default(false),
    usedForAuth: p.boolean().default(false),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
