import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import { getMetrics } from './metrics.routes.ts';
import { getMetricsHandler } from './metrics.handlers.ts';

/** The project overview figures (GET /internal/metrics): reads only, no table of its own. */
export const metricsModule: ModuleManifest = {
  name: 'metrics',
  tags: [{ name: 'Metrics', description: 'Overview figures of a project.', group: 'Admin' }],
  routes: [route(getMetrics, getMetricsHandler)],
};
