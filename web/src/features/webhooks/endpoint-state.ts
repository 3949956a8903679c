import type { WebhookEndpoint } from '../../api/client.ts';

/**
 * An endpoint's state as the dashboard and the portal show it. `auto-disabled`: Gatehouse turned it
 * off because its deliveries kept failing (disabled_reason); enabling it by hand clears that.
 */
export type EndpointState = 'enabled' | 'failing' | 'disabled' | 'auto-disabled';

export const stateOf = (e: WebhookEndpoint): EndpointState =>
  !e.enabled ? (e.disabled_reason ? 'auto-disabled' : 'disabled') : e.failing ? 'failing' : 'enabled';

export const STATE_BADGE: Record<EndpointState, { label: string; tone: 'success' | 'danger' | 'neutral' }> = {
  enabled: { label: 'Enabled', tone: 'success' },
  failing: { label: 'Failing', tone: 'danger' },
  disabled: { label: 'Disabled', tone: 'neutral' },
  'auto-disabled': { label: 'Disabled: failing', tone: 'danger' },
};

/** Why Gatehouse disabled the endpoint, in words; null when it did not. */
export function autoDisabledText(e: WebhookEndpoint): string | null {
  if (!e.disabled_reason) return null;
  const when = e.disabled_at_millis ? ` on ${new Date(e.disabled_at_millis).toLocaleString()}` : '';
  return `Gatehouse disabled this endpoint${when}: ${e.consecutive_failed_deliveries} deliveries in a row failed after their whole retry schedule. Fix the receiver, enable the endpoint again, then resend the failed deliveries.`;
}
