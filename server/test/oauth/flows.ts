import { createGatehouseClient, type GatehouseClient } from '@gatehouse/generated';
import type { TestProject } from '../harness.ts';
import { Browser, pkcePair } from './browser.ts';
import { CLIENT_SECRET, clientIdOf, type AccountSpec, type OAuthWorld } from './oauth-world.ts';
import { OAUTH_PROVIDER_IDS } from '../../src/modules/projects/project-config.ts';

const originOf = (u: string) => {
  try {
    return new URL(u).origin;
  } catch {
    return u;
  }
};
/** Whether `u` leads to the app (the redirect URI's or the error URI's origin): the flow stops there. */
const atApp = (redirectUri: string, errorUri: string | undefined) => (u: string) => originOf(u) === originOf(redirectUri) || (errorUri !== undefined && originOf(u) === originOf(errorUri));

/** The app's callback page (never requested: the flow stops when it is reached). */
export const APP = 'http://localhost:3000/handler/oauth-callback';

export interface Started {
  browser: Browser;
  pkce: { verifier: string; challenge: string };
  /** The authorize call's answer. */
  res: Response;
}

export function authorizeUrl(world: OAuthWorld, project: TestProject, provider: string, pkce: { challenge: string }, extra: Record<string, string> = {}): string {
  const u = new URL(`${world.url}/api/v1/auth/oauth/authorize/${provider}`);
  const q = { client_id: project.id, client_secret: project.keys.client, redirect_uri: APP, scope: 'legacy', state: 'app-state-1', grant_type: 'authorization_code', code_challenge: pkce.challenge, code_challenge_method: 'S256', response_type: 'code', ...extra };
  for (const [k, v] of Object.entries(q)) u.searchParams.set(k, v);
  return u.toString();
}

/** A whole browser sign-in against a standard (local) provider; ends where Gatehouse sends the browser. */
export async function signInWith(world: OAuthWorld, project: TestProject, provider: string, account: AccountSpec, extra: Record<string, string> = {}) {
  world.setAccount(provider, account);
  const browser = new Browser();
  const pkce = pkcePair();
  const redirectUri = extra.redirect_uri ?? APP;
  const { res, url } = await browser.follow(authorizeUrl(world, project, provider, pkce, extra), atApp(redirectUri, extra.error_redirect_uri));
  return { res, url, browser, pkce, back: new URL(url) };
}

/**
 * A whole browser sign-in through the development provider (shared keys): the consent form is
 * submitted with this e-mail and name (or cancelled), as a developer would.
 */
export async function signInWithDevProvider(world: OAuthWorld, project: TestProject, provider: string, who: { email: string; name: string; action?: 'allow' | 'deny' }, extra: Record<string, string> = {}) {
  const browser = new Browser();
  const pkce = pkcePair();
  const redirectUri = extra.redirect_uri ?? APP;
  const consent = await browser.follow(authorizeUrl(world, project, provider, pkce, extra), () => false);
  if (consent.res.status !== 200) return { res: consent.res, url: consent.url, browser, pkce, back: new URL(consent.url), consentHtml: null };
  const html = await consent.res.text();
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]] = m[2].replace(/&amp;/g, '&');
  const { res, url } = await browser.follow(consent.url, atApp(redirectUri, extra.error_redirect_uri), {
    form: { ...fields, email: who.email, name: who.name, action: who.action ?? 'allow' },
  });
  return { res, url, browser, pkce, back: new URL(url), consentHtml: html };
}

export async function exchangeCode(world: OAuthWorld, project: TestProject, code: string, verifier: string, redirectUri = APP) {
  const res = await fetch(`${world.url}/api/v1/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, client_id: project.id, client_secret: project.keys.client }).toString(),
  });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

export function clientOf(world: OAuthWorld, project: TestProject, type: 'client' | 'server', accessToken?: string): GatehouseClient {
  return createGatehouseClient({ baseUrl: world.url, headers: type === 'client' ? project.clientHeaders(accessToken) : project.serverHeaders(accessToken) });
}

export async function meOf(world: OAuthWorld, project: TestProject, accessToken: string): Promise<Record<string, unknown>> {
  return (await clientOf(world, project, 'server', accessToken).GET('/users/me')).data as Record<string, unknown>;
}

export const uniqueAccount = (prefix: string, email: string | null = `${prefix}.${Math.random().toString(36).slice(2, 8)}@example.com`, verified = true): AccountSpec => ({
  id: `${prefix}-${Math.random().toString(36).slice(2, 10)}`,
  email,
  verified,
  name: 'Grace Hopper',
});

/** Every provider with the local providers' credentials. */
export function standardProviders() {
  return OAUTH_PROVIDER_IDS.map((id) => ({ id, type: 'standard' as const, client_id: clientIdOf(id), client_secret: CLIENT_SECRET }));
}
