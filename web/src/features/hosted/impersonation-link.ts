/**
 * The link that opens a project's hosted account page as one of its users (impersonation).
 *
 * The session's tokens travel in the URL fragment, never the query: browsers do not send a
 * fragment to the server or in the Referer header, so the tokens reach no log. The hosted page
 * removes the fragment from the address (and so from history) before it uses the tokens. The
 * session itself is short-lived and marked as impersonation on the server, and its refresh token
 * rotates on first use, so a copied link stops working once the tab has used it.
 */
export const IMPERSONATE_PATH = '/handler/impersonate';

export interface ImpersonationTokens {
  accessToken: string;
  refreshToken: string;
}

export function impersonationUrl(origin: string, projectId: string, tokens: ImpersonationTokens): string {
  const fragment = new URLSearchParams({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
  return `${origin}${IMPERSONATE_PATH}?${new URLSearchParams({ project_id: projectId })}#${fragment}`;
}

/** The tokens of a `#access_token=…&refresh_token=…` fragment, or null when either is missing. */
export function readImpersonationFragment(hash: string): ImpersonationTokens | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}
