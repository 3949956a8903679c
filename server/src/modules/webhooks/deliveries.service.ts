import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import * as store from './deliveries.store.ts';
import { getEndpoint } from './endpoints.service.ts';

/** An endpoint's delivery log, newest first (another project's endpoint answers like a missing one). */
export async function listDeliveries(deps: Deps, projectId: string, endpointId: string, page: { limit: number; cursor?: string }) {
  await getEndpoint(deps, projectId, endpointId);
  return store.listDeliveries(deps.em, projectId, endpointId, page);
}

/**
 * Manual resend: the same delivery (same webhook-id, so a receiver that did process it can tell)
 * is queued again, due now, with a fresh retry schedule.
 */
export async function resendDelivery(deps: Deps, projectId: string, endpointId: string, id: string) {
  await getEndpoint(deps, projectId, endpointId);
  if ((await store.requeue(deps.em, projectId, endpointId, id)) === 0) throw knownError('WEBHOOK_DELIVERY_NOT_FOUND');
  const d = await store.findDelivery(deps.em, projectId, endpointId, id);
  if (!d) throw knownError('WEBHOOK_DELIVERY_NOT_FOUND');
  return d;
}
