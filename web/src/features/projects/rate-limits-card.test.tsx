import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_ROWS, RateLimitsCard, type RateLimitSettings } from './rate-limits-card.tsx';

/** The server's defaults (modules/rate-limits/rate-limit-settings.ts), as the admin view sends them. */
const DEFAULTS: Required<RateLimitSettings> = {
  password_failures_per_account: { max: 10, window_seconds: 900 },
  totp_failures_per_account: { max: 10, window_seconds: 900 },
  sign_ins_per_ip: { max: 600, window_seconds: 600 },
  sign_ups_per_ip: { max: 600, window_seconds: 600 },
  anonymous_sign_ups_per_ip: { max: 600, window_seconds: 600 },
  code_sends_per_ip: { max: 120, window_seconds: 600 },
  code_checks_per_ip: { max: 300, window_seconds: 600 },
  password_resets_per_ip: { max: 120, window_seconds: 600 },
  refreshes_per_ip: { max: 3000, window_seconds: 600 },
  cli_polls_per_ip: { max: 600, window_seconds: 600 },
  api_key_creations_per_user: { max: 30, window_seconds: 3600 },
  team_creations_per_user: { max: 30, window_seconds: 3600 },
  stripe_calls_per_user: { max: 120, window_seconds: 600 },
  failed_key_checks_per_ip: { max: 60, window_seconds: 600 },
  emails_per_address: { max: 5, window_seconds: 3600 },
};

describe('rate limits card', () => {
  it('shows every limit of the project with its values', () => {
    render(<RateLimitsCard limits={DEFAULTS} saving={false} error={null} onSave={() => {}} />);
    expect(RATE_LIMIT_ROWS.map((r) => r.name).sort()).toEqual(Object.keys(DEFAULTS).sort());
    expect(screen.getByRole('textbox', { name: 'Wrong passwords: at most' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Wrong passwords: window in seconds' })).toHaveValue('900');
    expect(screen.getByRole('textbox', { name: 'E-mails to one address: at most' })).toHaveValue('5');
  });

  it('saves the whole set with the changed value', async () => {
    const onSave = vi.fn();
    render(<RateLimitsCard limits={DEFAULTS} saving={false} error={null} onSave={onSave} />);
    const max = screen.getByRole('textbox', { name: 'Password sign-ins: at most' });
    await userEvent.clear(max);
    await userEvent.type(max, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save rate limits' }));
    expect(onSave).toHaveBeenCalledWith({ ...DEFAULTS, sign_ins_per_ip: { max: 50, window_seconds: 600 } });
  });

  it('refuses a value the server would refuse, saying which, and saves nothing', async () => {
    const onSave = vi.fn();
    render(<RateLimitsCard limits={DEFAULTS} saving={false} error={null} onSave={onSave} />);
    const window = screen.getByRole('textbox', { name: 'Session refreshes: window in seconds' });
    await userEvent.clear(window);
    await userEvent.type(window, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save rate limits' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Session refreshes');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's error in place", () => {
    render(<RateLimitsCard limits={DEFAULTS} saving={false} error="Something went wrong" onSave={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
