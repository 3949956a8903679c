import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

const projectId = z.object({ project_id: z.string() });
const permissionId = z.object({ permission_id: z.string().openapi({ example: 'read:docs' }) });
const scope = (example: 'team' | 'project') => z.enum(['team', 'project']).openapi({ example });

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
  // Permission definitions (wire-contract §9.13). Team and project permissions share one id space.
  PERMISSION_NOT_FOUND: def({
    status: 404,
    details: permissionId,
    message: (d) => `The permission '${d.permission_id}' is not defined in this project. Define it under the project's permissions first.`,
  }),
  WRONG_PERMISSION_SCOPE: def({
    status: 404,
    details: z.object({ permission_id: z.string().openapi({ example: 'billing:read' }), expected_scope: scope('team'), actual_scope: scope('project') }),
    message: (d) => `The permission '${d.permission_id}' is a ${d.actual_scope} permission, but a ${d.expected_scope} permission is needed here.`,
  }),
  CONTAINED_PERMISSION_NOT_FOUND: def({
    status: 400,
    details: permissionId,
    message: (d) => `The contained permission '${d.permission_id}' is not defined in this project with the same scope; a permission can only contain permissions of its own scope.`,
  }),
  PERMISSION_ID_ALREADY_EXISTS: def({
    status: 400,
    details: permissionId,
    message: (d) => `A permission with the id '${d.permission_id}' already exists in this project (team and project permissions share one id space).`,
  }),
  // Gatehouse addition: the wire contract names no error for this. A permission that contained
  // itself, directly or through others, would make "held through contained permissions"
  // meaningless, so such a change is refused and the loop is named.
  CONTAINED_PERMISSION_CYCLE: def({
    status: 400,
    details: z.object({
      permission_id: z.string().openapi({ example: 'editor' }),
      cycle: z.array(z.string()).openapi({ description: 'The loop the change would make, from the changed permission back to it.', example: ['editor', 'reviewer', 'editor'] }),
    }),
    message: (d) => `The permission '${d.permission_id}' would contain itself: ${d.cycle.join(' -> ')}. Contained permissions must not form a cycle.`,
  }),
  // Gatehouse addition: the six system team permissions are part of every project.
  SYSTEM_PERMISSION_CANNOT_BE_CHANGED: def({
    status: 400,
    details: z.object({ permission_id: z.string().openapi({ example: '$update_team' }) }),
    message: (d) => `'${d.permission_id}' is a system permission; it cannot be renamed, changed or deleted.`,
  }),
});

type ProjectsErrors = typeof projectsErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends ProjectsErrors {}
}
