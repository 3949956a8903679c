import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';
import { queryBoolean } from '../../http/schemas.ts';

export const Jwk = z
  .object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string().openapi({ example: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU' }),
    y: z.string().openapi({ example: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0' }),
    kid: z.string().openapi({ example: 'g7p2x9q4w1c8v3b6' }),
    alg: z.literal('ES256'),
    use: z.literal('sig'),
  })
  .openapi('Jwk');

export const getJwks = defineRoute({
  method: 'get',
  path: '/projects/{project_id}/.well-known/jwks.json',
  operationId: 'getProjectJwks',
  tag: 'Projects',
  summary: "The project's public signing keys (JWKS)",
  description:
    'Public ES256 keys that verify this project\'s access tokens, for backends that authenticate requests locally. Tokens carry `kid`; verify `iss` and `aud` (the project id; anonymous users have `<project_id>:anon`, restricted users `<project_id>:restricted`). Cacheable for an hour. Changes nothing.',
  access: { types: 'none' },
  request: {
    params: z.object({ project_id: z.string().min(1, '{path} must not be empty').max(255).openapi({ example: 'internal' }) }).strict(),
    // One key set signs every kind of token of the project (issuer and audience tell them apart),
    // so both flags are accepted for compatibility and change nothing.
    query: z
      .object({
        include_anonymous: queryBoolean.optional().openapi({ description: 'Accepted for compatibility: the same keys verify anonymous users\' tokens.' }),
        include_restricted: queryBoolean.optional().openapi({ description: 'Accepted for compatibility: the same keys verify restricted users\' tokens.' }),
      })
      .strict(),
  },
  response: { status: 200, description: 'The key set.', schema: z.object({ keys: z.array(Jwk) }).openapi('JwkSet') },
  errors: ['PROJECT_NOT_FOUND'],
});
