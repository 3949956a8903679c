import type { Handler } from '../../http/router.ts';
import type * as routes from './root.routes.ts';

const WELCOME = 'Welcome to the Gatehouse API.\nThe API reference is at /api/v1/docs and the OpenAPI document at /api/v1/openapi.json.\n';

export const getApiRootHandler: Handler<typeof routes.getApiRoot> = (c) => c.text(WELCOME, 200);
