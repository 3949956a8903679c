import { defineRoute } from '../../http/router.ts';
import { SuccessBody } from '../../http/schemas.ts';
import { AdminProject, AdminProjectList, CreateProjectBody, TransferProjectBody, UpdateProjectBody } from './internal-projects.schemas.ts';

/**
 * Projects administered from the dashboard. A project is owned by a team of the internal project;
 * every member of that team administers it (wire-contract §3.2-3.3).
 */

const TAG = 'Internal projects';

export const createInternalProject = defineRoute({
  method: 'post',
  path: '/internal/projects',
  operationId: 'createInternalProject',
  tag: TAG,
  summary: 'Create a project owned by one of your teams',
  description:
    'Creates a project owned by `owner_team_id`, a team of the internal project the signed-in user belongs to (the personal team made at sign-up will do). Configuration keys not given take the defaults of a new project (password sign-in and localhost allowed). The project has no keys yet: create them with POST /internal/api-keys using the admin access token.',
  access: { types: ['client', 'server', 'admin'], user: 'required', internalProjectOnly: true },
  request: {
    body: CreateProjectBody,
    bodyExample: { display_name: 'My app', owner_team_id: '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10', config: { magic_link_enabled: true } },
  },
  response: { status: 201, description: 'The created project (admin view).', schema: AdminProject },
  errors: ['TEAM_MEMBERSHIP_NOT_FOUND', 'PERMISSION_NOT_FOUND', 'WRONG_PERMISSION_SCOPE', 'OUTBOUND_ADDRESS_NOT_ALLOWED', 'EMAIL_THEME_DOES_NOT_EXIST'],
});

export const listInternalProjects = defineRoute({
  method: 'get',
  path: '/internal/projects',
  operationId: 'listInternalProjects',
  tag: TAG,
  summary: 'List the projects you administer',
  description: 'The projects owned by the teams the signed-in internal user belongs to, newest first. Not paginated. Changes nothing.',
  access: { types: ['client', 'server', 'admin'], user: 'required', internalProjectOnly: true },
  response: { status: 200, description: 'The projects (admin view).', schema: AdminProjectList },
  errors: [],
});

export const getAdminProject = defineRoute({
  method: 'get',
  path: '/internal/projects/current',
  operationId: 'getAdminProject',
  tag: TAG,
  summary: 'Read the current project (admin view)',
  description: 'The project named in x-stack-project-id with its whole configuration. Changes nothing.',
  access: { types: ['admin'] },
  response: { status: 200, description: 'The project (admin view).', schema: AdminProject },
  errors: [],
});

export const updateAdminProject = defineRoute({
  method: 'patch',
  path: '/internal/projects/current',
  operationId: 'updateAdminProject',
  tag: TAG,
  summary: 'Update the current project',
  description:
    'Changes the given fields. `config` is merged key by key into the stored configuration; a list (domains, oauth_providers, default permissions) replaces the stored list as a whole. The default-permission lists must name defined permissions: team permissions for team_creator_default_permissions and team_member_default_permissions, project permissions for user_default_permissions.',
  access: { types: ['admin'] },
  request: { body: UpdateProjectBody, bodyExample: { display_name: 'Renamed', config: { sign_up_enabled: false, domains: [{ domain: 'https://app.example.com', handler_path: '/handler' }] } } },
  response: { status: 200, description: 'The updated project (admin view).', schema: AdminProject },
  errors: ['PERMISSION_NOT_FOUND', 'WRONG_PERMISSION_SCOPE', 'OUTBOUND_ADDRESS_NOT_ALLOWED', 'EMAIL_THEME_DOES_NOT_EXIST'],
});

export const deleteAdminProject = defineRoute({
  method: 'delete',
  path: '/internal/projects/current',
  operationId: 'deleteAdminProject',
  tag: TAG,
  summary: 'Delete the current project',
  description:
    'Deletes the project with its users, teams, sessions, keys and signing keys. Its keys and access tokens stop working at once. The internal project cannot be deleted.',
  access: { types: ['admin'] },
  response: { status: 200, description: 'Deleted.', schema: SuccessBody },
  errors: ['CANNOT_DELETE_INTERNAL_PROJECT'],
});

export const transferInternalProject = defineRoute({
  method: 'post',
  path: '/internal/projects/transfer',
  operationId: 'transferInternalProject',
  tag: TAG,
  summary: 'Move a project to another of your teams',
  description:
    'Makes `new_team_id` the owner team of `project_id`. The caller must hold `team_admin` (directly or through a permission that contains it) in the team that owns the project now, and be a member of the new team. Access follows at once: members of the old team lose the project, members of the new team gain it. A project the caller cannot see (missing, or owned by a team the caller is not in) answers PROJECT_NOT_FOUND. Moving a project to the team that already owns it changes nothing.',
  access: { types: ['client', 'server', 'admin'], user: 'required', internalProjectOnly: true },
  request: { body: TransferProjectBody },
  response: { status: 200, description: 'Moved.', schema: SuccessBody },
  errors: ['PROJECT_NOT_FOUND', 'TEAM_PERMISSION_REQUIRED', 'TEAM_MEMBERSHIP_NOT_FOUND'],
});
