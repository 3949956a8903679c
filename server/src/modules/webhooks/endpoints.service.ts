import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Deps } from '../../http/context.ts';
import { knownError } from '../../http/errors.ts';
import { LIMITS } from '../../http/limits.ts';
import { mayBeSaved } from '../../http/outbound-policy.ts';
import { rawSql } from '../../db/sql.ts';
import * as store from './endpoints.store.ts';
import type { EndpointRecord } from './endpoints.store.ts';
import { allowedRangesFor, hostOf } from './destination.ts';
import { newSecret, openSecret, ROTATION_OVERLAP_MS, sealSecret } from './secrets.ts';

/** The project as the webhook rules need it: its id and whether it is in production mode. */
export interface WebhookProject {
  id: string;
  isProductionMode: boolean;
}

export interface EndpointInput {
  url: string;
  description?: string;
  eventTypes?: string[];
  enabled?: boolean;
}

/**
 * The save-time destination check (the send-time one, in sender.ts, is the one that holds against
 * DNS rebinding): a host that is, or now resolves to, an address the project may not reach is refused.
 */
async function checkDestination(config: Config, project: WebhookProject, url: string): Promise<void> {
  if (!(await mayBeSaved(hostOf(url), allowedRangesFor(project, config)))) throw knownError('WEBHOOK_URL_NOT_ALLOWED');
}

const unique = (types: string[] | undefined) => (types ? [...new Set(types)].sort() : undefined);

export async function createEndpoint(deps: Deps, project: WebhookProject, input: EndpointInput): Promise<{ endpoint: EndpointRecord; secret: string }> {
  await checkDestination(deps.config, project, input.url);
  return deps.em.transactional(async (tx) => {
    // Serialises creates per project so two at once cannot both pass the cap.
    await rawSql(tx, `select pg_advisory_xact_lock(hashtext('gatehouse.webhook-endpoints:' || ?))`, [project.id]);
    if ((await store.countEndpoints(tx, project.id)) >= LIMITS.webhookEndpointsPerProject) throw knownError('WEBHOOK_ENDPOINT_LIMIT_REACHED', { limit: LIMITS.webhookEndpointsPerProject });
    const id = randomUUID();
    const secret = newSecret();
    const endpoint = await store.insertEndpoint(tx, {
      id,
      projectId: project.id,
      url: input.url,
      description: input.description ?? '',
      eventTypes: unique(input.eventTypes) ?? [],
      enabled: input.enabled ?? true,
      secretSealed: sealSecret(deps.config, id, secret),
    });
    return { endpoint, secret };
  });
}

export async function getEndpoint(deps: Deps, projectId: string, id: string): Promise<EndpointRecord> {
  const e = await store.findEndpoint(deps.em, projectId, id);
  if (!e) throw knownError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return e;
}

export const listEndpoints = (deps: Deps, projectId: string) => store.listEndpoints(deps.em, projectId);

export async function updateEndpoint(deps: Deps, project: WebhookProject, id: string, changes: Partial<EndpointInput>): Promise<EndpointRecord> {
  await getEndpoint(deps, project.id, id);
  if (changes.url !== undefined) await checkDestination(deps.config, project, changes.url);
  await store.updateEndpoint(deps.em, project.id, id, { url: changes.url, description: changes.description, eventTypes: unique(changes.eventTypes), enabled: changes.enabled });
  return getEndpoint(deps, project.id, id);
}

/**
 * Answers at once even while a delivery to this endpoint is being sent: the endpoint is marked
 * deleted (gone for every read, fan-out and send from now on) and the webhook worker removes its
 * rows once no send holds them.
 */
export async function deleteEndpoint(deps: Deps, projectId: string, id: string): Promise<void> {
  if ((await store.markDeleted(deps.em, projectId, id)) === 0) throw knownError('WEBHOOK_ENDPOINT_NOT_FOUND');
}

/**
 * A new secret, shown once. The replaced one keeps signing for ROTATION_OVERLAP_MS (both
 * signatures are sent), so receivers can switch without dropping a message. A second rotation
 * within the window drops the oldest secret at once: only the two newest ever sign.
 */
export async function rotateEndpointSecret(deps: Deps, projectId: string, id: string): Promise<{ endpoint: EndpointRecord; secret: string; previousValidUntil: Date }> {
  const current = await getEndpoint(deps, projectId, id);
  const secret = newSecret();
  const previousValidUntil = new Date(Date.now() + ROTATION_OVERLAP_MS);
  await store.rotateSecret(deps.em, projectId, id, { secretSealed: sealSecret(deps.config, id, secret), previousSecretSealed: current.secretSealed, overlapUntil: previousValidUntil });
  return { endpoint: await getEndpoint(deps, projectId, id), secret, previousValidUntil };
}

/** The secrets that sign a message now: the current one, and the replaced one while its overlap lasts. */
export function liveSecrets(config: Pick<Config, 'encryptionKey' | 'dataDir'>, e: EndpointRecord, now = new Date()): string[] {
  const secrets = [openSecret(config, e.id, e.secretSealed)];
  if (e.previousSecretSealed && e.previousSecretExpiresAt && e.previousSecretExpiresAt > now) secrets.push(openSecret(config, e.id, e.previousSecretSealed));
  return secrets;
}
