import { z } from '../../http/zod.ts';
import { LIMITS } from '../../http/limits.ts';

export const LevelParams = z.object({
  level: z.enum(['project', 'branch', 'environment']).openapi({
    param: { name: 'level', in: 'path' },
    description: 'project: settings of the project; branch: config pushed for the branch (e.g. from a repository); environment: this environment\'s own values. Later levels win.',
    example: 'project',
  }),
});

export const ResettableLevelParams = z.object({
  level: z.enum(['branch', 'environment']).openapi({ param: { name: 'level', in: 'path' }, description: 'The override to reset keys of.', example: 'environment' }),
});

const configString = (what: string) =>
  z.string().max(LIMITS.configDocument).openapi({ description: what, example: '{"auth.password.allowSignIn": true}' });

export const ConfigString = z
  .object({
    config_string: z.string().openapi({ description: 'The document as a JSON string (OAuth client secrets left out: they are write-only).', example: '{"auth":{"allowSignUp":true}}' }),
  })
  .openapi('ConfigString');

export const ConfigSource = z
  .discriminatedUnion('type', [
    z
      .object({
        type: z.literal('pushed-from-github'),
        owner: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'Repository owner.' }),
        repo: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'Repository name.' }),
        branch: z.string().min(1).max(255).openapi({ description: 'Branch name.' }),
        commit_hash: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'The commit the config was pushed from.' }),
        config_file_path: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'Path of the config file in the repository.' }),
      })
      .strict(),
    z.object({ type: z.literal('pushed-from-unknown') }).strict(),
    z.object({ type: z.literal('unlinked') }).strict(),
  ])
  .openapi('ConfigSource', { description: 'Where the branch config comes from.' });

export const PutOverrideBody = z
  .object({
    config_string: configString('The whole override as a JSON object (keys may be dotted paths); replaces the stored one.'),
    source: ConfigSource.optional().openapi({ description: 'Required for the branch level: where this config comes from.' }),
  })
  .strict()
  .openapi('PutConfigOverride');

export const PatchOverrideBody = z
  .object({
    config_override_string: configString('A JSON object whose keys are dotted paths (e.g. {"auth.password.allowSignIn": true}); each sets that path of the override, `null` unsets it. All or nothing.'),
  })
  .strict()
  .openapi('PatchConfigOverride');

export const ResetKeysBody = z
  .object({
    keys: z
      .array(z.string().min(1).max(LIMITS.shortText).openapi({ description: 'A dotted path, e.g. auth.password.allowSignIn.' }))
      .max(LIMITS.configResetKeys)
      .openapi({ description: 'The dotted paths to remove from the override (a path names its whole subtree).', example: ['auth.password.allowSignIn'] }),
  })
  .strict()
  .openapi('ResetConfigKeys');

export const SourceAnswer = z.object({ source: ConfigSource }).openapi('ConfigSourceAnswer');
