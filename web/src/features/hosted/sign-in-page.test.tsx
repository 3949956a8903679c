import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientProject } from '../../api/client.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A project answer as GET /projects/current gives it; each test switches methods on and off. */
function project(config: Partial<ClientProject['config']>, id: string): ClientProject {
  return {
    id,
    display_name: 'Acme Web',
    config: {
      allow_team_api_keys: false,
      allow_user_api_keys: false,
      anonymous_accounts_enabled: false,
      client_team_creation_enabled: false,
      client_user_deletion_enabled: false,
      create_team_on_sign_up: false,
      credential_enabled: false,
      domains: [],
      enabled_oauth_providers: [],
      magic_link_enabled: false,
      passkey_enabled: false,
      sign_up_enabled: true,
      default_locale: 'en',
      ...config,
    },
  };
}

let seq = 0;
function renderFor(config: Partial<ClientProject['config']>, mode: 'sign-in' | 'sign-up' = 'sign-in') {
  // A fresh project id per test: the hosted apps and the query cache are keyed by it.
  const id = `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;
  const body = project(config, id);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/v1/projects/current')) return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  renderApp(`/handler/${mode}?project_id=${id}`);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('hosted sign-in page', () => {
  it('shows only the password form when only passwords are enabled', async () => {
    renderFor({ credential_enabled: true });
    expect(await screen.findByRole('heading', { name: 'Sign in to Acme Web' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send sign-in code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('offers a passkey before the e-mail methods when passkeys are on, on sign-in only (a passkey never creates an account)', async () => {
    renderFor({ passkey_enabled: true, credential_enabled: true });
    const passkey = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    const password = screen.getByLabelText('Password');
    expect(passkey.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    renderFor({ passkey_enabled: true, credential_enabled: true }, 'sign-up');
    expect(await screen.findByRole('heading', { name: 'Create your Acme Web account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('offers e-mail code and password as tabs when both are enabled, code first', async () => {
    const user = userEvent.setup();
    renderFor({ credential_enabled: true, magic_link_enabled: true });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Email code', 'Password']);
    expect(screen.getByRole('button', { name: 'Send sign-in code' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeInTheDocument();
  });

  it('lists the enabled OAuth providers first, with their display names', async () => {
    renderFor({ credential_enabled: true, enabled_oauth_providers: [{ id: 'github' }, { id: 'google' }, { id: 'linkedin' }] });
    const buttons = await screen.findAllByRole('button', { name: /^Sign in with / });
    expect(buttons.map((b) => b.textContent)).toEqual(['Sign in with GitHub', 'Sign in with Google', 'Sign in with LinkedIn']);
    // OAuth comes before the password form in the document.
    expect(buttons[0].compareDocumentPosition(screen.getByLabelText('Password')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so when sign-up is off', async () => {
    renderFor({ credential_enabled: true, sign_up_enabled: false }, 'sign-up');
    expect(await screen.findByText('New accounts cannot be created here. Sign in with an existing account.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('says so when no method is enabled', async () => {
    renderFor({});
    expect(await screen.findByText('This project has no sign-in method enabled yet.')).toBeInTheDocument();
  });

  it('explains a link without project_id', async () => {
    renderApp('/handler/sign-in');
    expect(await screen.findByRole('alert')).toHaveTextContent('project_id is missing');
  });
});
