import { defineRoute } from '../../http/router.ts';
import { Metrics, MetricsQuery } from './metrics.schemas.ts';

export const getMetrics = defineRoute({
  method: 'get',
  path: '/internal/metrics',
  operationId: 'getMetrics',
  tag: 'Metrics',
  summary: 'Read the project overview metrics',
  description:
    'The figures of the dashboard overview, computed when asked from the project\'s users, daily activity, teams, e-mail outbox, owned products, payment transactions and purchase links (wire-contract §9.22). Days are UTC; the daily lists cover the 30 days ending today, oldest first, zero-filled. In payments_overview the money figures (revenue_cents, mrr_cents, USD cents) count only non-test transactions, the counts include test purchases. analytics_overview is all zeros (Gatehouse records no page analytics). Each figure says what it counts. Changes nothing.',
  access: { types: ['admin'] },
  request: { query: MetricsQuery },
  response: { status: 200, description: 'The metrics.', schema: Metrics },
  errors: [],
});
