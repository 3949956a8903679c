import { apiBaseUrl } from '../api/client.ts';
import { withLocalhost } from './loopback.ts';

/**
 * The base of the hosted pages as the dashboard shows them: the dashboard's own origin, with a
 * loopback IP written as localhost (passkeys do not work at an IP address; lib/loopback.ts).
 */
export function hostedBaseUrl(): string {
  return withLocalhost(apiBaseUrl());
}

/** The address of one of a project's hosted pages (/handler/*), as its users would open it. */
export function hostedPageUrl(page: 'sign-in' | 'sign-up' | 'team-invitation', projectId: string): string {
  return `${hostedBaseUrl()}/handler/${page}?${new URLSearchParams({ project_id: projectId })}`;
}
