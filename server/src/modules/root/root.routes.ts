import { z } from '../../http/zod.ts';
import { defineRoute } from '../../http/router.ts';

export const getApiRoot = defineRoute({
  method: 'get',
  path: '/',
  operationId: 'getApiRoot',
  tag: 'Projects',
  summary: 'Welcome text',
  description: 'A plain-text greeting that points to the API reference. Touches no database, so it doubles as the liveness probe of the HTTP layer. Changes nothing.',
  access: { types: 'none' },
  request: { query: z.object({}).strict() },
  response: { status: 200, description: 'The welcome text.', schema: z.string().openapi({ example: 'Welcome to the Gatehouse API.' }), mediaType: 'text/plain' },
  errors: [],
});
