import { defineRoute } from '../../http/router.ts';
import { ClientProject } from './projects.schemas.ts';

export const getCurrentProject = defineRoute({
  method: 'get',
  path: '/projects/current',
  operationId: 'getCurrentProject',
  tag: 'Projects',
  summary: 'Read the current project (client view)',
  description: 'Returns the project named in x-stack-project-id with the configuration a sign-in page needs: which sign-in methods are enabled, the OAuth providers and the trusted domains. Changes nothing.',
  access: { types: ['client', 'server', 'admin'] },
  response: { status: 200, description: 'The project.', schema: ClientProject },
  errors: [],
});
