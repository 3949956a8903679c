import { createAdminApp, createClientApp } from '@gatehouse/sdk';
import Color from 'colorjs.io';
import type { BrowserContext, Page } from 'playwright-core';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface DeveloperProject {
  email: string;
  password: string;
  projectId: string;
  /** A browser storage state in which the dashboard is signed in as the developer. */
  storageState: StorageState;
  /** Headers of the project's secret server key, for set-up calls that must not touch the developer's session. */
  serverHeaders: Record<string, string>;
  /** Headers of a super-secret admin key, only when asked for (`options.adminKey`): config set-up through the API. */
  adminHeaders?: Record<string, string>;
}

/**
 * A developer with one project, made through the API (the sign-up screens have their own test):
 * each test file starts from a clean, known state without clicking through the whole walk again.
 * The developer's session is handed to the browser and not used here afterwards (refresh tokens
 * rotate, so two users of one session would revoke it).
 */
export async function developerWithProject(baseUrl: string, name: string, config: Record<string, unknown> = {}, options: { displayName?: string; adminKey?: boolean } = {}): Promise<DeveloperProject> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `dev-${name}-${stamp}@example.com`;
  const password = 'correct horse battery staple';
  const internal = createClientApp({ baseUrl, projectId: 'internal', tokenStore: 'memory' });
  await internal.signUpWithPassword({ email, password });
  const me = (await internal.api.GET('/users/me')).data as { selected_team_id: string | null };
  const project = await internal.api.POST('/internal/projects', { body: { display_name: options.displayName ?? `Acme ${name}`, owner_team_id: me.selected_team_id!, config } as never });
  const projectId = (project.data as { id: string }).id;
  const admin = createAdminApp({ baseUrl, projectId, ownerSession: internal.session, tokenStore: 'memory' });
  const keys = await admin.api.POST('/internal/api-keys', { body: { description: 'e2e', expires_at_millis: Date.now() + 86_400_000, has_publishable_client_key: false, has_secret_server_key: true, has_super_secret_admin_key: options.adminKey === true } });
  const tokens = internal.session.tokens;
  return {
    email,
    password,
    projectId,
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'gatehouse-internal-tokens', value: JSON.stringify(tokens) }] }] },
    serverHeaders: { 'content-type': 'application/json', 'x-stack-access-type': 'server', 'x-stack-project-id': projectId, 'x-stack-secret-server-key': keys.data!.secret_server_key! },
    ...(options.adminKey ? { adminHeaders: { 'content-type': 'application/json', 'x-stack-access-type': 'admin', 'x-stack-project-id': projectId, 'x-stack-super-secret-admin-key': (keys.data as { super_secret_admin_key?: string }).super_secret_admin_key! } } : {}),
  };
}

/** Calls the project's API with its secret server key; answers the parsed body and checks the status. */
export async function serverCall<T = Record<string, unknown>>(baseUrl: string, dev: DeveloperProject, method: string, path: string, body?: unknown, expectStatus = [200, 201]): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers: dev.serverHeaders, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!expectStatus.includes(res.status)) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Signs a user in with the password as their app would (client access); answers the session's tokens. */
export async function signInAsUser(baseUrl: string, projectId: string, email: string, password: string): Promise<{ access_token: string; refresh_token: string }> {
  const res = await fetch(`${baseUrl}/api/v1/auth/password/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-stack-access-type': 'client', 'x-stack-project-id': projectId },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { access_token: string; refresh_token: string };
}

export interface ContrastSample {
  what: string;
  fg: string;
  bg: string;
}

/**
 * The colours the browser really paints for enabled buttons (label on fill) and switches (thumb
 * on track) of the page, so a component that bypasses the tokens is caught too. The fill is the
 * first opaque background up the tree.
 */
export function paintedPairs(page: Page): Promise<ContrastSample[]> {
  return page.evaluate(() => {
    const opaqueBackground = (el: Element | null): string => {
      for (let e = el; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) return bg;
      }
      return getComputedStyle(document.body).backgroundColor;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const out: Array<{ what: string; fg: string; bg: string }> = [];
    for (const b of document.querySelectorAll('button:not([disabled]):not([role=switch]):not([role=checkbox]):not([role=radio])')) {
      if (!visible(b) || !(b.textContent ?? '').trim()) continue;
      out.push({ what: `button "${(b.textContent ?? '').trim().slice(0, 40)}"`, fg: getComputedStyle(b).color, bg: opaqueBackground(b) });
    }
    for (const s of document.querySelectorAll('[role=switch]:not([disabled])')) {
      const thumb = s.firstElementChild;
      if (!thumb || !visible(s)) continue;
      out.push({ what: `switch "${s.id}" thumb (${s.getAttribute('aria-checked')})`, fg: getComputedStyle(thumb).backgroundColor, bg: getComputedStyle(s).backgroundColor });
      out.push({ what: `switch "${s.id}" track on the page (${s.getAttribute('aria-checked')})`, fg: getComputedStyle(s).backgroundColor, bg: opaqueBackground(s.parentElement) });
    }
    return out;
  });
}

export function contrast(sample: ContrastSample): number {
  return Color.contrastWCAG21(new Color(sample.fg), new Color(sample.bg));
}
