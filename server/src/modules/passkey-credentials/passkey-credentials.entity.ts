import { defineEntity, p } from '@mikro-orm/core';

/** One of a user's passkeys (migrations 20261127130000, 20261128310000): the public key and signature counter, never a secret. */
export const PasskeyCredential = defineEntity({
  name: 'PasskeyCredential',
  tableName: 'passkey_credential',
  properties: {
    id: p.uuid().primary(),
    projectId: p.text(),
    userId: p.uuid(),
    /** base64url, as the authenticator reports it in `id`. */
    credentialId: p.text(),
    publicKey: p.blob().columnType('bytea'),
    counter: p.bigint('number').default(0),
    transports: p.json<string[]>().defaultRaw(`'[]'`),
    /** The relying-party id (host name) the passkey was registered for. */
    rpId: p.text(),
    /** Chosen by the user (1-64 characters); defaults to the browser and system it was added on. */
    name: p.text().default('Passkey'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    lastUsedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
