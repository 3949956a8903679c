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

export const OpenIdConfiguration = z
  .object({
    issuer: z.string().openapi({ description: 'Exactly the `iss` of the tokens this document is about.', example: 'https://auth.example.com/api/v1/projects/internal' }),
    jwks_uri: z.string().openapi({ example: 'https://auth.example.com/api/v1/projects/internal/.well-known/jwks.json' }),
    token_endpoint: z.string().openapi({ example: 'https://auth.example.com/api/v1/auth/oauth/token' }),
    grant_types_supported: z.array(z.enum(['refresh_token', 'authorization_code'])),
    token_endpoint_auth_methods_supported: z.array(z.literal('client_secret_post')),
    id_token_signing_alg_values_supported: z.array(z.literal('ES256')),
    subject_types_supported: z.array(z.literal('public')),
    claims_supported: z.array(z.string()),
  })
  .openapi('OpenIdConfiguration');

const discoveryDescription = (whose: string, issuerPath: string) =>
  `OpenID discovery for ${whose}: \`issuer\` is exactly the \`iss\` those tokens carry (\`<GATEHOUSE_PUBLIC_URL>/api/v1/${issuerPath}/<project_id>\`), \`jwks_uri\` the project's key set. A backend that reaches Gatehouse by another address than the public URL (127.0.0.1, a service name) reads the issuer here instead of deriving it from its own base URL. Absolute URLs are built from GATEHOUSE_PUBLIC_URL. There is no authorization endpoint (sign-in goes through the API or the hosted pages). Unknown project: PROJECT_NOT_FOUND, as for the JWKS. Cacheable for an hour. Changes nothing.`;

function discoveryRoute(issuerPath: 'projects' | 'projects-anonymous-users' | 'projects-restricted-users', operationId: string, whose: string) {
  return defineRoute({
    method: 'get',
    path: `/${issuerPath}/{project_id}/.well-known/openid-configuration`,
    operationId,
    tag: 'Projects',
    summary: `OpenID discovery document (issuer and JWKS) of ${whose}`,
    description: discoveryDescription(whose, issuerPath),
    access: { types: 'none' },
    request: {
      params: z.object({ project_id: z.string().min(1, '{path} must not be empty').max(255).openapi({ example: 'internal' }) }).strict(),
    },
    response: { status: 200, description: 'The discovery document.', schema: OpenIdConfiguration },
    errors: ['PROJECT_NOT_FOUND'],
  });
}

export const getOpenIdConfiguration = discoveryRoute('projects', 'getProjectOpenIdConfiguration', "the project's access tokens");
export const getAnonymousOpenIdConfiguration = discoveryRoute('projects-anonymous-users', 'getProjectAnonymousOpenIdConfiguration', "the project's anonymous users' access tokens");
export const getRestrictedOpenIdConfiguration = discoveryRoute('projects-restricted-users', 'getProjectRestrictedOpenIdConfiguration', "the project's restricted users' access tokens");
