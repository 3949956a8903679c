import { defineEntity, p } from '@mikro-orm/core';

/** A one-time code; only digests of the code and of its OTP nonce are stored. */
export const VerificationCode = defineEntity({
  name: 'VerificationCode',
  tableName: 'verification_code',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    branchId: p.text().default('main'),
    type: p.text(),
    codeHash: p.blob().columnType('bytea').unique('verification_code_code_hash_key'),
    nonceHash: p.blob().columnType('bytea'),
    redirectUrl: p.text().nullable(),
    /** The team of a TEAM_INVITATION code (ON DELETE CASCADE: a deleted team takes its invitations along). */
    teamId: p.uuid().nullable(),
    data: p.json<Record<string, unknown>>().defaultRaw(`'{}'`),
    attemptCount: p.integer().default(0),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    /**
     * Not a column: whether the code has expired by the DATABASE clock, the clock the consuming
     * UPDATE compares with (verification-codes.store.ts), so a refusal is always classified alike.
     */
    expired: p.boolean().formula((t) => `${t.alias}.expires_at <= now()`),
  },
});
