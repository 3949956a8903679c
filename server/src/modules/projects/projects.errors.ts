import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

const projectId = z.object({ project_id: z.string() });

/** The known errors the projects module owns (wire contract: codes are never renamed). */
export const projectsErrors = defineErrors({
  PROJECT_NOT_FOUND: def({
    status: 404,
    details: projectId,
    message: (d) => `The project '${d.project_id}' does not exist.`,
  }),
  CANNOT_DELETE_INTERNAL_PROJECT: def({
    status: 400,
    message: 'The internal project runs the dashboard and cannot be deleted.',
  }),
  REDIRECT_URL_NOT_WHITELISTED: def({
    status: 400,
    message: 'The redirect URL is not a trusted domain of this project. Add it under the project\'s trusted domains.',
  }),
});

type ProjectsErrors = typeof projectsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends ProjectsErrors {}
}
