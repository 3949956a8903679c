import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { PUBLIC_CLIENT_SENTINEL } from '../../http/pipeline.ts';
import { sha256 } from '../../crypto/hashing.ts';
import type { ProjectRecord } from '../projects/projects.records.ts';
import { refreshSession, type Refreshed } from '../sessions/refresh.service.ts';
import { exchangeAuthorizationCode, type CodeSignedIn } from './code-grant.service.ts';
import { sliceOf } from '../config/config.settings.ts';
import { projectSettings } from '../projects/projects.settings.ts';

export const SUPPORTED_GRANT_TYPES = ['refresh_token', 'authorization_code'] as const;

/**
 * OAuth client authentication of the token endpoint: client_id names the project (optionally
 * `<id>#main`), client_secret is one of its live publishable keys, or the public-client sentinel
 * when the project lets clients go without one. Every mismatch looks the same to the caller.
 */
export async function authenticateOAuthClient(
  deps: Deps,
  clientId: string | undefined,
  clientSecret: string | undefined,
  /** The authorize call reports a wrong key as the header pipeline does (wire-contract §9.6). */
  opts: { wrongKey?: 'INVALID_PUBLISHABLE_CLIENT_KEY' } = {},
): Promise<ProjectRecord> {
  const invalid = () => knownError('INVALID_OAUTH_CLIENT_ID_OR_SECRET', { client_id: clientId ?? null });
  if (!clientId || !clientSecret) throw invalid();
  const [projectId, branchId = 'main', ...rest] = clientId.split('#');
  if (!projectId || branchId !== 'main' || rest.length) throw invalid();

  const isSentinel = clientSecret === PUBLIC_CLIENT_SENTINEL;
  // The key is compared as a digest, as in the header pipeline: no secret is compared in memory.
  const cached = await deps.projectCache.get(projectId, deps.since);
  if (!cached) throw invalid();
  const project = cached.project;
  if (isSentinel) {
    if (sliceOf(project, projectSettings).requirePublishableClientKey) throw knownError('PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT', { project_id: project.id });
  } else if (!cached.hasLiveKey('client', sha256(clientSecret))) {
    throw opts.wrongKey ? knownError(opts.wrongKey, { project_id: project.id }) : invalid();
  }
  return project;
}

export interface TokenGrant {
  grantType: string;
  refreshToken?: string;
  code?: string;
  codeVerifier?: string;
  redirectUri?: string;
  clientId?: string;
  clientSecret?: string;
}

export type Granted = ({ grant: 'refresh_token' } & Refreshed) | ({ grant: 'authorization_code' } & CodeSignedIn);

/** The token endpoint: authenticate the client, then run the grant. */
export async function exchangeToken(deps: Deps, grant: TokenGrant): Promise<Granted> {
  const project = await authenticateOAuthClient(deps, grant.clientId, grant.clientSecret);
  // The body schema requires each grant's fields.
  if (grant.grantType === 'refresh_token') return { grant: 'refresh_token', ...(await refreshSession(deps, project, grant.refreshToken!)) };
  if (grant.grantType === 'authorization_code') {
    return { grant: 'authorization_code', ...(await exchangeAuthorizationCode(deps, project, { code: grant.code!, codeVerifier: grant.codeVerifier!, redirectUri: grant.redirectUri! })) };
  }
  throw knownError('UNSUPPORTED_GRANT_TYPE', { grant_type: grant.grantType, supported_grant_types: [...SUPPORTED_GRANT_TYPES] });
}
