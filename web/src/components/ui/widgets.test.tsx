import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BadgeCell, DateCell, formatDate, TextCell, ActionCell } from '../data-table/cells.tsx';
import { Avatar, initials } from './avatar.tsx';
import { CopyField } from './copy-field.tsx';
import { OAuthButton, OAUTH_PROVIDERS, providerDisplayName, providerIcon } from './oauth-buttons.tsx';
import { PasswordInput } from './password-field.tsx';
import { ToggleSwitch } from './switch.tsx';
import { dismissToast, Toaster } from './toast.tsx';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipProvider } from './tooltip.tsx';

afterEach(() => act(() => dismissToast()));

describe('PasswordInput', () => {
  it('toggles between Show password and Hide password', async () => {
    const user = userEvent.setup();
    render(<PasswordInput aria-label="Password" defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('CopyField', () => {
  it("copies and says 'Copied to clipboard!'", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <Toaster>
        <CopyField label="Secret server key" value="ssk_abc" />
      </Toaster>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Secret server key' }));
    expect(writeText).toHaveBeenCalledWith('ssk_abc');
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
  });

  it("says 'Failed to copy to clipboard' when the browser refuses", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    render(
      <Toaster>
        <CopyField label="Key" value="x" />
      </Toaster>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Key' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
  });
});

describe('OAuth buttons', () => {
  it('know the twelve providers with their display names and icons', () => {
    expect(OAUTH_PROVIDERS).toHaveLength(12);
    expect(OAUTH_PROVIDERS.map(providerDisplayName)).toEqual(['Google', 'GitHub', 'Facebook', 'Microsoft', 'Spotify', 'Discord', 'GitLab', 'Bitbucket', 'LinkedIn', 'Apple', 'X', 'Twitch']);
    for (const p of OAUTH_PROVIDERS) expect(providerIcon(p).path.length).toBeGreaterThan(10);
  });

  it("answer 'Unknown provider' / 'Icon not found for provider' for anything else", () => {
    expect(providerDisplayName('myspace')).toBe('Unknown provider');
    expect(() => providerIcon('myspace')).toThrow('Icon not found for provider');
  });

  it('render a labelled button with the icon', () => {
    render(<OAuthButton provider="github" />);
    const button = screen.getByRole('button', { name: 'Sign in with GitHub' });
    expect(button.querySelector('svg')).not.toBeNull();
  });
});

describe('cells', () => {
  it("date cell shows 'Never' for far-future dates and a locale date otherwise", () => {
    expect(formatDate(new Date('2099-12-31T00:00:00Z'))).toBe('Never');
    expect(formatDate(null)).toBe('Never');
    const d = new Date(2026, 0, 5, 9, 30);
    expect(formatDate(d)).toBe(d.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }));
    render(<DateCell value={d.getTime()} />);
    expect(screen.getByText(formatDate(d))).toHaveAttribute('datetime', d.toISOString());
  });

  it('avatar falls back to initials', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials(null, 'grace.hopper@example.com')).toBe('GH');
    expect(initials(null, null)).toBe('?');
    render(<Avatar name="Ada Lovelace" />);
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('text cell adds a tooltip only when the text is cut', async () => {
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(500);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <TextCell>a very long e-mail address that does not fit</TextCell>
      </TooltipProvider>,
    );
    await user.hover(screen.getByText('a very long e-mail address that does not fit'));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('a very long e-mail address that does not fit'), { timeout: 2000 });
    spy.mockRestore();
    vi.restoreAllMocks();
  });

  it('text cell without overflow has no tooltip', () => {
    render(
      <TooltipProvider>
        <TextCell>short</TextCell>
      </TooltipProvider>,
    );
    expect(screen.getByText('short')).not.toHaveAttribute('data-state');
  });

  it('badge list and action menu', async () => {
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <BadgeCell badges={[{ label: 'Verified', tone: 'success' }, { label: 'Password' }]} />
        <ActionCell items={[{ label: 'Edit', onClick: vi.fn() }, '-', { label: 'Delete', onClick: onDelete, danger: true }]} />
      </>,
    );
    expect(screen.getByText('Verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});

describe('ToggleSwitch', () => {
  it('shows a spinner while its async handler runs', async () => {
    let resolve!: () => void;
    const onChange = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const user = userEvent.setup();
    render(<ToggleSwitch label="Sign-up enabled" checked={false} onCheckedChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Sign-up enabled' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('status', { name: 'Saving Sign-up enabled' })).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeDisabled();
    await act(async () => resolve());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeEnabled();
  });
});

describe('tooltips', () => {
  it('open after 700 ms and skip the delay within 300 ms', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });
});
