import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import { ConfigString, LevelParams, PatchOverrideBody, PutOverrideBody, ResetKeysBody, ResettableLevelParams, SourceAnswer } from './config.schemas.ts';

/** Project config as layered overrides (wire-contract §9.20). The legacy `config` of the project views is derived from the same rendered config. */

export const CONFIG_TAG = 'Config';
const WRITE_ERRORS = ['CONFIG_OVERRIDE_INVALID_JSON', 'CONFIG_OVERRIDE_INVALID', 'CONFIG_OVERRIDE_TOO_LARGE'] as const;

export const getRenderedConfig = defineRoute({
  method: 'get',
  path: '/internal/config',
  operationId: 'getRenderedConfig',
  tag: CONFIG_TAG,
  summary: 'Read the rendered config',
  description:
    'The project\'s whole config: every module\'s defaults, then the project, branch and environment overrides. OAuth client secrets are write-only and left out. Changes nothing.',
  access: { types: ['admin'] },
  response: { status: 200, description: 'The rendered config as a JSON string.', schema: ConfigString },
  errors: [],
});

export const getConfigOverride = defineRoute({
  method: 'get',
  path: '/internal/config/override/{level}',
  operationId: 'getConfigOverride',
  tag: CONFIG_TAG,
  summary: 'Read one config override',
  description: 'The stored override of one level (nested JSON; `{}` when none). Server access may read only the branch override. OAuth client secrets are left out. Changes nothing.',
  access: { types: ['server', 'admin'] },
  request: { params: LevelParams },
  response: { status: 200, description: 'The override as a JSON string.', schema: ConfigString },
  errors: ['CONFIG_LEVEL_REQUIRES_ADMIN_ACCESS'],
});

export const putConfigOverride = defineRoute({
  method: 'put',
  path: '/internal/config/override/{level}',
  operationId: 'putConfigOverride',
  tag: CONFIG_TAG,
  summary: 'Replace one config override',
  description:
    'Replaces the override of the level with the given document (keys may be dotted paths). The whole config is rendered with it first: a schema violation is refused naming each path, and nothing changes. The branch level needs `source`. A provider written without its clientSecret keeps the stored one.',
  access: { types: ['admin'] },
  request: { params: LevelParams, body: PutOverrideBody, bodyExample: { config_string: '{"auth":{"password":{"allowSignIn":true}}}', source: { type: 'unlinked' } } },
  response: { status: 200, description: 'Replaced.', schema: SuccessBody },
  errors: [...WRITE_ERRORS, 'CONFIG_SOURCE_REQUIRED'],
});

export const patchConfigOverride = defineRoute({
  method: 'patch',
  path: '/internal/config/override/{level}',
  operationId: 'patchConfigOverride',
  tag: CONFIG_TAG,
  summary: 'Change keys of one config override',
  description:
    'Each key of the JSON object is a dotted path set in the override (replacing what that path held); `null` marks a path unset (a default applies again, a record entry is removed). All or nothing: one bad key and nothing changes.',
  access: { types: ['admin'] },
  request: { params: LevelParams, body: PatchOverrideBody, bodyExample: { config_override_string: '{"auth.password.allowSignIn": true}' } },
  response: { status: 200, description: 'Changed.', schema: SuccessBody },
  errors: [...WRITE_ERRORS],
});

export const resetConfigKeys = defineRoute({
  method: 'post',
  path: '/internal/config/override/{level}/reset-keys',
  operationId: 'resetConfigOverrideKeys',
  tag: CONFIG_TAG,
  summary: 'Remove keys from the branch or environment override',
  description: 'Removes the named dotted paths (each with its subtree) from the override, so the lower levels and the defaults apply again. Paths not in the override are ignored.',
  access: { types: ['admin'] },
  request: { params: ResettableLevelParams, body: ResetKeysBody, bodyExample: { keys: ['auth.password.allowSignIn'] } },
  response: { status: 200, description: 'Reset.', schema: SuccessBody },
  errors: [...WRITE_ERRORS],
});

export const getConfigSource = defineRoute({
  method: 'get',
  path: '/internal/config/source',
  operationId: 'getConfigSource',
  tag: CONFIG_TAG,
  summary: 'Where the branch config comes from',
  description: 'The source given with the last PUT of the branch override (`unlinked` when none). Changes nothing.',
  access: { types: ['admin'] },
  response: { status: 200, description: 'The source.', schema: SourceAnswer },
  errors: [],
});

export const deleteConfigSource = defineRoute({
  method: 'delete',
  path: '/internal/config/source',
  operationId: 'unlinkConfigSource',
  tag: CONFIG_TAG,
  summary: 'Unlink the branch config from its source',
  description: 'Sets the source to `unlinked`; the branch override itself stays.',
  access: { types: ['admin'] },
  response: { status: 200, description: 'Unlinked.', schema: SuccessBody },
  errors: [],
});
