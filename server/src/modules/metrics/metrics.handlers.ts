import type { Handler } from '../../http/router.ts';
import type * as routes from './metrics.routes.ts';
import { projectMetrics } from './metrics.service.ts';
import { sliceOf } from '../config/config.settings.ts';
import { onboardingSettings } from '../sessions/sessions.settings.ts';

export const getMetricsHandler: Handler<typeof routes.getMetrics> = async (c, { deps, auth, query }) => {
  return c.json(await projectMetrics(deps, auth.project.id, sliceOf(auth.project, onboardingSettings).requireEmailVerification, query.include_anonymous ?? false), 200);
};
