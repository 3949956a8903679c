import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import { DataVaultStoreParams, DataVaultValue, GetDataVaultValueBody, SetDataVaultValueBody } from './data-vault.schemas.ts';

/**
 * The data vault (wire-contract §9.19): server and admin access only. The client (the SDK) hashes
 * the key and encrypts the value; the server stores both as opaque strings, encrypted again at rest.
 */

export const DATA_VAULT_TAG = 'Data vault';
const SERVER_ONLY = { types: ['server', 'admin'] } as const;

export const setDataVaultValue = defineRoute({
  method: 'post',
  path: '/data-vault/stores/{id}/set',
  operationId: 'setDataVaultValue',
  tag: DATA_VAULT_TAG,
  summary: 'Set a value',
  description:
    'Stores the encrypted value under the hashed key in the store, replacing any value it had (upsert). The store must be declared in the config (`dataVault.stores.<id>`). A store holds at most 100,000 keys: a new key past that is `DATA_VAULT_STORE_FULL`; overwriting is always allowed.',
  access: SERVER_ONLY,
  request: { params: DataVaultStoreParams, body: SetDataVaultValueBody },
  response: { status: 200, description: 'Stored.', schema: SuccessBody },
  errors: ['DATA_VAULT_STORE_DOES_NOT_EXIST', 'DATA_VAULT_STORE_FULL'],
});

export const getDataVaultValue = defineRoute({
  method: 'post',
  path: '/data-vault/stores/{id}/get',
  operationId: 'getDataVaultValue',
  tag: DATA_VAULT_TAG,
  summary: 'Get a value',
  description: 'The encrypted value stored under the hashed key, exactly as it was set. Changes nothing.',
  access: SERVER_ONLY,
  request: { params: DataVaultStoreParams, body: GetDataVaultValueBody },
  response: { status: 200, description: 'The value.', schema: DataVaultValue },
  errors: ['DATA_VAULT_STORE_DOES_NOT_EXIST', 'DATA_VAULT_STORE_HASHED_KEY_DOES_NOT_EXIST'],
});
