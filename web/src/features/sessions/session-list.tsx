import { Laptop, Smartphone, Tablet, Terminal, MonitorSmartphone } from 'lucide-react';
import type { Session } from '../../api/client.ts';
import { formatDateTime } from '../../i18n/i18n.ts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { deviceKind, deviceLabel, methodLabel, placeLabel, relativeTime, sortSessions, type DeviceKind } from './session-labels.ts';

const ICONS: Record<DeviceKind, typeof Laptop> = { cli: Terminal, desktop: Laptop, mobile: Smartphone, tablet: Tablet, unknown: MonitorSmartphone };

function When({ label, ms }: { label: string; ms: number }) {
  return (
    <Tooltip content={formatDateTime(ms)}>
      <time dateTime={new Date(ms).toISOString()} tabIndex={0} className="rounded-sm focus-visible:outline-2 focus-visible:outline-accent">
        {label} {relativeTime(ms)}
      </time>
    </Tooltip>
  );
}

/**
 * One session as people know it from Google's and GitHub's device lists: the device (icon, browser
 * and OS, or "Command-line tool"), how it signed in, the address it was last used from, and when.
 * Shared by the hosted account page and the dashboard's user page.
 */
export function SessionRow({ session: s, onRevoke, revoking, revokeLabel: givenRevokeLabel }: { session: Session; onRevoke?: (s: Session) => void; revoking?: boolean; revokeLabel?: string }) {
  const { t } = useTranslation();
  const revokeLabel = givenRevokeLabel ?? t('account.signOut');
  const Icon = ICONS[deviceKind(s)];
  const device = deviceLabel(s);
  const method = methodLabel(s);
  const ip = s.last_used_at_end_user_ip_info;
  const place = placeLabel(s);
  return (
    <li className="flex items-start gap-3 py-3 text-sm" data-testid="session-row" aria-label={device}>
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-md border border-border bg-subtle text-muted" aria-hidden>
        <Icon className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium wrap-anywhere">{device}</span>
          {s.is_current_session && <Badge tone="accent">{t('sessionList.thisDevice')}</Badge>}
          {s.is_impersonation && <Badge tone="warning">{t('sessionList.impersonation')}</Badge>}
        </div>
        <p className="text-[13px] text-muted wrap-anywhere">
          {[method, ip?.ip].filter(Boolean).join(' · ') || (place ? '' : t('sessionList.noDetails'))}
          {place && (
            <>
              {method || ip?.ip ? ' · ' : ''}
              <span title={t('sessionList.approximateLocation')} data-testid="session-place">
                {t('sessionList.near', { place })}
              </span>
            </>
          )}
        </p>
        <p className="text-xs text-muted">
          <When label={t('sessionList.signedIn')} ms={s.created_at} /> · <When label={t('sessionList.lastActive')} ms={s.last_used_at} />
        </p>
      </div>
      {onRevoke && !s.is_current_session && (
        <Button variant="outline" size="sm" className="shrink-0" loading={revoking} onClick={() => onRevoke(s)} aria-label={`${revokeLabel}: ${device}`}>
          {revokeLabel}
        </Button>
      )}
    </li>
  );
}

export function SessionList({ sessions, onRevoke, revokingId, revokeLabel }: { sessions: Session[]; onRevoke?: (s: Session) => void; revokingId?: string | null; revokeLabel?: string }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-border" aria-label={t('sessions.title')}>
      {sortSessions(sessions).map((s) => (
        <SessionRow key={s.id} session={s} onRevoke={onRevoke} revoking={revokingId === s.id} revokeLabel={revokeLabel} />
      ))}
    </ul>
  );
}
