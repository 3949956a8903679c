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
    codeHash: p.blob().columnType('bytea'),
    nonceHash: p.blob().columnType('bytea'),
    redirectUrl: p.text().nullable(),
    data: p.json<Record<string, unknown>>(),
    attemptCount: p.integer().default(0),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
