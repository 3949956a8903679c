import { defineRoute } from '../../http/router.ts';
import { Metrics, MetricsQuery } from './metrics.schemas.ts';

export const getMetrics = defineRoute({
  method: 'get',
  path: '/internal/metrics',
  operationId: 'getMetrics',
  tag: 'Metrics',
  summary: 'Read the project overview metrics',
  description:
    'The figures of the dashboard overview, computed when asked from the project\'s users, daily activity, teams and e-mail outbox (wire-contract §9.22). Days are UTC; the daily lists cover the 30 days ending today, oldest first, zero-filled. payments_overview is all zeros (payments are not built yet) and analytics_overview is all zeros (Gatehouse records no page analytics). Each figure says what it counts. Changes nothing.',
  access: { types: ['admin'] },
  request: { query: MetricsQuery },
  response: { status: 200, description: 'The metrics.', schema: Metrics },
  errors: [],
});
