import { Badge, type BadgeTone } from './badge.tsx';
import { useTranslation } from 'react-i18next';

/**
 * The state of a credential (API keys, sessions): one label and one colour for each, the same on
 * the dashboard and the hosted pages. Revoked is red (someone ended it on purpose); expired is
 * grey (it ran out, as planned).
 */
export type CredentialStatus = 'active' | 'revoked' | 'expired';

// i18n-exempt: the English labels the dashboard's filters use; StatusBadge shows ui.status.* instead.
export const STATUS_BADGES: Record<CredentialStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  revoked: { label: 'Revoked', tone: 'danger' },
  expired: { label: 'Expired', tone: 'neutral' },
};

/** A key's state from its revocation and expiry (undefined or null: never). */
export function credentialStatus(key: { manually_revoked_at_millis?: number | null; expires_at_millis?: number | null }, now = Date.now()): CredentialStatus {
  if (key.manually_revoked_at_millis != null) return 'revoked';
  if (key.expires_at_millis != null && key.expires_at_millis <= now) return 'expired';
  return 'active';
}

export function StatusBadge({ status }: { status: CredentialStatus }) {
  const { t } = useTranslation();
  // The label through the translator (ui.status.*); STATUS_BADGES keeps the English ones for the dashboard's filters.
  return <Badge tone={STATUS_BADGES[status].tone}>{t(`ui.status.${status}`)}</Badge>;
}
