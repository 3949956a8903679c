import type { Handler } from '../../http/router.ts';
import type * as routes from './metrics.routes.ts';
import { projectMetrics } from './metrics.service.ts';

export const getMetricsHandler: Handler<typeof routes.getMetrics> = async (c, { deps, auth, query }) => {
  return c.json(await projectMetrics(deps, auth.project.id, auth.project.config.require_email_verification, query.include_anonymous ?? false), 200);
};
