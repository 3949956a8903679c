import { apiBaseUrl } from '../api/client.ts';

/** The address of one of a project's hosted pages (/handler/*), as its users would open it. */
export function hostedPageUrl(page: 'sign-in' | 'sign-up' | 'team-invitation', projectId: string): string {
  return `${apiBaseUrl()}/handler/${page}?${new URLSearchParams({ project_id: projectId })}`;
}
