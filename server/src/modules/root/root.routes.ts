import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';

export const getApiRoot = defineRoute({
  method: 'get',
  path: '/',
  operationId: 'getApiRoot',
  tag: 'Projects',
  summary: 'Welcome text',
  description:
    'A plain-text greeting that points to the API reference, ending with what the project headers sent resolve to: `Authentication: None`, or `Authentication: Client|Server|Admin` with indented `Project: <id>` and `User: <primary e-mail, else id, else None>` lines. A cheap way to check your headers: wrong ones get the same known error as on any route. Without headers it touches no database, so it doubles as the liveness probe of the HTTP layer. Changes nothing.',
  access: { types: ['client', 'server', 'admin'], optional: true },
  request: { query: z.object({}).strict() },
  response: { status: 200, description: 'The welcome text.', schema: z.string().openapi({ example: 'Welcome to the Gatehouse API.' }), mediaType: 'text/plain' },
  errors: [],
});
