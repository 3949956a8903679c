import { route, requireAuth } from '../../http/router.ts';
import { getCurrentProject } from './projects.routes.ts';
import { toClientProject } from './projects.dto.ts';

export const projectRoutes = [
  route(getCurrentProject, (c, _input, _deps, auth) => c.json(toClientProject(requireAuth(auth).project), 200)),
];
