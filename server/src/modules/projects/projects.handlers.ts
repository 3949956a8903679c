import type { Handler } from '../../http/router.ts';
import type * as routes from './projects.routes.ts';
import { toClientProject } from './projects.dto.ts';

export const getCurrentProjectHandler: Handler<typeof routes.getCurrentProject> = (c, { auth }) => c.json(toClientProject(auth.project), 200);
