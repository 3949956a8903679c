import { useEffect, useState, type FormEvent } from 'react';
import type { components } from '@gatehouse/generated';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';

export type RateLimitSettings = components['schemas']['RateLimitSettings'];
type RateLimit = components['schemas']['RateLimit'];
export type RateLimitName = keyof RateLimitSettings;

/** Each limit as the dashboard names it, in the order a developer thinks of them. */
export const RATE_LIMIT_ROWS: Array<{ name: RateLimitName; label: string; per: string }> = [
  { name: 'password_failures_per_account', label: 'Wrong passwords', per: 'per account, in a row' },
  { name: 'totp_failures_per_account', label: 'Wrong TOTP codes', per: 'per account, in a row' },
  { name: 'sign_ins_per_ip', label: 'Password sign-ins', per: 'per client address' },
  { name: 'sign_ups_per_ip', label: 'Password sign-ups', per: 'per client address' },
  { name: 'anonymous_sign_ups_per_ip', label: 'Anonymous sign-ups', per: 'per client address' },
  { name: 'code_sends_per_ip', label: 'Codes and verification mails sent', per: 'per client address' },
  { name: 'code_checks_per_ip', label: 'Codes checked', per: 'per client address' },
  { name: 'password_resets_per_ip', label: 'Password resets', per: 'per client address' },
  { name: 'refreshes_per_ip', label: 'Session refreshes', per: 'per client address' },
  { name: 'cli_polls_per_ip', label: 'Command-line login polls', per: 'per client address' },
  { name: 'api_key_creations_per_user', label: 'API keys created', per: 'per user' },
  { name: 'team_creations_per_user', label: 'Teams created', per: 'per user' },
  { name: 'stripe_calls_per_user', label: 'Billing calls to Stripe', per: 'per user' },
  { name: 'failed_key_checks_per_ip', label: 'Wrong secret or admin keys', per: 'per client address' },
  { name: 'emails_per_address', label: 'E-mails to one address', per: 'per recipient' },
];

type Draft = Record<RateLimitName, { max: string; window_seconds: string }>;

function draftOf(limits: RateLimitSettings): Draft {
  return Object.fromEntries(RATE_LIMIT_ROWS.map(({ name }) => [name, { max: String(limits[name]?.max ?? ''), window_seconds: String(limits[name]?.window_seconds ?? '') }])) as Draft;
}

const wholeNumber = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/**
 * The project's rate limits (config `rate_limits`), editable: each is "at most N per window". Saved
 * as one whole object, so what is shown is exactly what is stored. The server setting
 * GATEHOUSE_RATE_LIMITS=off switches them all off, whatever is set here.
 */
export function RateLimitsCard({ limits, saving, error, onSave }: { limits: RateLimitSettings; saving: boolean; error: string | null; onSave: (limits: Record<RateLimitName, RateLimit>) => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(limits));
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => setDraft(draftOf(limits)), [limits]);

  const change = (name: RateLimitName, field: 'max' | 'window_seconds', value: string) => setDraft((d) => ({ ...d, [name]: { ...d[name], [field]: value } }));
  const save = (e: FormEvent) => {
    e.preventDefault();
    const bad = RATE_LIMIT_ROWS.find(({ name }) => !wholeNumber(draft[name].max, 1, 1_000_000) || !wholeNumber(draft[name].window_seconds, 1, 86_400));
    if (bad) {
      setInvalid(`${bad.label}: the limit must be a whole number from 1 to 1,000,000, and the window from 1 to 86,400 seconds.`);
      return;
    }
    setInvalid(null);
    onSave(Object.fromEntries(RATE_LIMIT_ROWS.map(({ name }) => [name, { max: Number(draft[name].max), window_seconds: Number(draft[name].window_seconds) }])) as Record<RateLimitName, RateLimit>);
  };

  return (
    <Card>
      <CardHeader
        title="Rate limits"
        description="At most this many in any window of this many seconds; beyond it, requests answer 429 with Retry-After. Client addresses count per IPv4 address or IPv6 /64."
      />
      <CardBody>
        <form onSubmit={save} className="flex flex-col gap-3">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th scope="col" className="pb-2 font-medium">
                  Limit
                </th>
                <th scope="col" className="w-32 pb-2 font-medium">
                  At most
                </th>
                <th scope="col" className="w-36 pb-2 font-medium">
                  Window (seconds)
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {RATE_LIMIT_ROWS.map(({ name, label, per }) => (
                <tr key={name}>
                  <td className="py-2 pr-3">
                    <div>{label}</div>
                    <div className="text-xs text-muted">
                      {per} · <code>{name}</code>
                    </div>
                  </td>
                  <td className="py-2 pr-3">
                    <Input aria-label={`${label}: at most`} inputMode="numeric" className="text-right tabular-nums" value={draft[name].max} onChange={(e) => change(name, 'max', e.target.value)} />
                  </td>
                  <td className="py-2">
                    <Input aria-label={`${label}: window in seconds`} inputMode="numeric" className="text-right tabular-nums" value={draft[name].window_seconds} onChange={(e) => change(name, 'window_seconds', e.target.value)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {(invalid ?? error) && (
            <p role="alert" className="text-[13px] text-danger">
              {invalid ?? error}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" loading={saving}>
              Save rate limits
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
