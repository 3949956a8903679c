import { defineRoute } from '../../http/router.ts';
import { ApiKeySet, ApiKeySetIdParams, ApiKeySetList, CreateApiKeySetBody, CreatedApiKeySet, UpdateApiKeySetBody } from './api-keys.schemas.ts';

/**
 * The project's own key sets (wire-contract §3.1, §3.3): publishable client, secret server and
 * super secret admin keys. Admin access only; another project's key set answers like a missing one.
 */

const TAG = 'API keys';

export const createApiKeySet = defineRoute({
  method: 'post',
  path: '/internal/api-keys',
  operationId: 'createApiKeySet',
  tag: TAG,
  summary: 'Create a key set',
  description:
    'Creates a key set with the chosen keys. The plaintext keys are in this answer only: Gatehouse stores their SHA-256 digests and last four characters. The keys work until `expires_at_millis` or until the set is revoked.',
  access: { types: ['admin'] },
  request: {
    body: CreateApiKeySetBody,
    bodyExample: { description: 'Production backend', expires_at_millis: 4102444800000, has_publishable_client_key: true, has_secret_server_key: true, has_super_secret_admin_key: false },
  },
  response: {
    status: 200,
    description: 'The key set with its plaintext keys (shown once).',
    schema: CreatedApiKeySet,
    links: {
      GetApiKeySet: { operationId: 'getApiKeySet', parameters: { api_key_id: '$response.body#/id' } },
      UpdateApiKeySet: { operationId: 'updateApiKeySet', parameters: { api_key_id: '$response.body#/id' } },
    },
  },
  errors: [],
});

export const listApiKeySets = defineRoute({
  method: 'get',
  path: '/internal/api-keys',
  operationId: 'listApiKeySets',
  tag: TAG,
  summary: 'List key sets',
  description: 'All key sets of the project, newest first, including revoked and expired ones. Keys appear as their last four characters. Changes nothing.',
  access: { types: ['admin'] },
  response: { status: 200, description: 'The key sets.', schema: ApiKeySetList },
  errors: [],
});

export const getApiKeySet = defineRoute({
  method: 'get',
  path: '/internal/api-keys/{api_key_id}',
  operationId: 'getApiKeySet',
  tag: TAG,
  summary: 'Read a key set',
  description: 'One key set of the project. Changes nothing.',
  access: { types: ['admin'] },
  request: { params: ApiKeySetIdParams },
  response: { status: 200, description: 'The key set.', schema: ApiKeySet },
  errors: ['API_KEY_NOT_FOUND'],
});

export const updateApiKeySet = defineRoute({
  method: 'patch',
  path: '/internal/api-keys/{api_key_id}',
  operationId: 'updateApiKeySet',
  tag: TAG,
  summary: 'Rename or revoke a key set',
  description: 'Changes the description and/or revokes the set. Revocation is one-way and takes effect on the next request made with any of its keys.',
  access: { types: ['admin'] },
  request: { params: ApiKeySetIdParams, body: UpdateApiKeySetBody, bodyExample: { revoked: true } },
  response: { status: 200, description: 'The key set after the change.', schema: ApiKeySet },
  errors: ['API_KEY_NOT_FOUND'],
});
