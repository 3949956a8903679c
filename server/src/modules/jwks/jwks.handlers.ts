import type { Handler } from '../../http/router.ts';
import { knownError } from '../../http/errors.ts';
import { findProject } from '../projects/projects.store.ts';
import type * as routes from './jwks.routes.ts';

export const getJwksHandler: Handler<typeof routes.getJwks> = async (c, { deps, params }) => {
  const project = await findProject(deps.em, params.project_id);
  if (!project) throw knownError('PROJECT_NOT_FOUND', { project_id: params.project_id });
  const keys = await deps.signingKeys.jwks(project.id);
  c.header('cache-control', 'public, max-age=3600');
  return c.json({ keys }, 200);
};
