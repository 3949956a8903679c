import type { Handler } from '../../http/router.ts';
import { knownError } from '../../http/errors.ts';
import { findProject } from '../projects/projects.store.ts';
import type * as routes from './jwks.routes.ts';
import { issuerFor, type TokenKind } from '../../crypto/access-tokens.ts';

export const getJwksHandler: Handler<typeof routes.getJwks> = async (c, { deps, params }) => {
  const project = await findProject(deps.em, params.project_id);
  if (!project) throw knownError('PROJECT_NOT_FOUND', { project_id: params.project_id });
  const keys = await deps.signingKeys.jwks(project.id);
  c.header('cache-control', 'public, max-age=3600');
  return c.json({ keys }, 200);
};

/** The claims every access token carries (wire-contract §6.1). */
const CLAIMS = ['iss', 'aud', 'sub', 'iat', 'exp', 'project_id', 'branch_id', 'refresh_token_id', 'role', 'name', 'email', 'email_verified', 'selected_team_id', 'signed_up_at', 'is_anonymous', 'is_restricted', 'restricted_reason', 'requires_totp_mfa'];

/**
 * One document per token kind: each kind has its own issuer, and OpenID discovery requires the
 * document's `issuer` to be exactly the `iss` it speaks for. All three name the one key set.
 */
function discoveryHandler(kind: TokenKind): Handler<typeof routes.getOpenIdConfiguration> {
  return async (c, { deps, params }) => {
    const project = await findProject(deps.em, params.project_id);
    if (!project) throw knownError('PROJECT_NOT_FOUND', { project_id: params.project_id });
    const api = `${deps.config.publicUrl}/api/v1`;
    c.header('cache-control', 'public, max-age=3600');
    return c.json(
      {
        issuer: issuerFor(deps.config.publicUrl, project.id, kind),
        jwks_uri: `${api}/projects/${encodeURIComponent(project.id)}/.well-known/jwks.json`,
        token_endpoint: `${api}/auth/oauth/token`,
        grant_types_supported: ['refresh_token' as const, 'authorization_code' as const],
        token_endpoint_auth_methods_supported: ['client_secret_post' as const],
        id_token_signing_alg_values_supported: ['ES256' as const],
        subject_types_supported: ['public' as const],
        claims_supported: CLAIMS,
      },
      200,
    );
  };
}

export const getOpenIdConfigurationHandler = discoveryHandler('normal');
export const getAnonymousOpenIdConfigurationHandler = discoveryHandler('anonymous');
export const getRestrictedOpenIdConfigurationHandler = discoveryHandler('restricted');
