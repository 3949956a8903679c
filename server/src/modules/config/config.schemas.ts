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
        type: z.literal('pushed-from-github').openapi({ description: 'Pushed by CI from a GitHub repository (the fields below say which file at which commit).' }),
        owner: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'Repository owner.' }),
        repo: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'Repository name.' }),
        branch: z.string().min(1).max(255).openapi({ description: 'Branch name.' }),
        commit_hash: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'The commit the config was pushed from.' }),
        config_file_path: z.string().min(1).max(LIMITS.shortText).openapi({ description: 'Path of the config file in the repository.' }),
      })
      .strict(),
    z.object({ type: z.literal('pushed-from-unknown').openapi({ description: 'Pushed from somewhere that did not say where (a script, another CI).' }) }).strict(),
    z.object({ type: z.literal('unlinked').openapi({ description: 'Not linked to a repository: the branch config is edited here (dashboard or API).' }) }).strict(),
  ])
  .openapi('ConfigSource', { description: 'Where the branch config comes from; required when replacing the branch override.' });

export const PutOverrideBody = z
  .object({
    config_string: configString('The whole override as a JSON object (keys may be dotted paths); replaces the stored one.'),
    // Required for the branch level (CONFIG_SOURCE_REQUIRED); a bare reference, as the Python client cannot take allOf of a union.
    source: ConfigSource.optional(),
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
