import { createAdminApp, createClientApp, GatehouseError, HttpError, KnownError, NetworkError, type AdminApp, type ClientApp } from '@gatehouse/sdk';
import type { components } from '@gatehouse/generated';
import { QueryClient } from '@tanstack/react-query';
import { devErrorLoggingFetch } from './dev-error-log.ts';

export type AdminProject = components['schemas']['AdminProject'];
export type ServerUser = components['schemas']['ServerUser'];
export type Metrics = components['schemas']['Metrics'];
export type ApiKeySet = components['schemas']['ApiKeySet'];
export type CreatedApiKeySet = components['schemas']['CreatedApiKeySet'];
export type Session = components['schemas']['Session'];
export type ClientProject = components['schemas']['ClientProject'];
export type ProjectConfig = components['schemas']['ProjectConfig'];
export type OutboxEmail = components['schemas']['OutboxEmail'];
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointWithSecret = components['schemas']['WebhookEndpointWithSecret'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookEventType = components['schemas']['WebhookEventType'];
export type UpdateUserBody = components['schemas']['UpdateUserBody'];
export type UpdateProjectBody = components['schemas']['UpdateProjectBody'];

export const INTERNAL_PROJECT_ID = 'internal';

/** The dashboard and the hosted pages are served by Gatehouse itself, so the API is same-origin. */
export function apiBaseUrl(): string {
  return window.location.origin;
}

let dashboard: ClientApp | undefined;
/** The dashboard is a client of the internal project; its developer's session lives in localStorage. */
export function dashboardApp(): ClientApp {
  dashboard ??= createClientApp({ baseUrl: apiBaseUrl(), projectId: INTERNAL_PROJECT_ID, tokenStore: 'local-storage', fetch: devErrorLoggingFetch });
  return dashboard;
}

const adminApps = new Map<string, AdminApp>();
/** Admin access to a project the developer owns: dashboard mode (x-stack-admin-access-token). */
export function adminApp(projectId: string): AdminApp {
  let app = adminApps.get(projectId);
  if (!app) {
    app = createAdminApp({ baseUrl: apiBaseUrl(), projectId, ownerSession: dashboardApp().session, tokenStore: 'memory', fetch: devErrorLoggingFetch });
    adminApps.set(projectId, app);
  }
  return app;
}

const hostedApps = new Map<string, ClientApp>();
/** The hosted pages act as a client of whichever project the URL names. */
export function hostedApp(projectId: string): ClientApp {
  if (projectId === INTERNAL_PROJECT_ID) return dashboardApp();
  let app = hostedApps.get(projectId);
  if (!app) {
    app = createClientApp({ baseUrl: apiBaseUrl(), projectId, tokenStore: 'local-storage', fetch: devErrorLoggingFetch });
    hostedApps.set(projectId, app);
  }
  return app;
}

/**
 * Seconds until a rate limit lets the request through again (429 TOO_MANY_REQUESTS), else null.
 * The known error's details carry it (the same number as the Retry-After header).
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof KnownError) || error.code !== 'TOO_MANY_REQUESTS') return null;
  const seconds = (error.details as { retry_after_seconds?: unknown } | null)?.retry_after_seconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/** "42 seconds", "10 minutes", "2 hours": a wait as a person reads it (rounded up). */
export function formatWait(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, seconds), 'second');
  if (seconds <= 90 * 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** The text to show for a failure: a known error's own message, else a short generic line. */
export function errorMessage(error: unknown): string {
  // The server's text names the limit's key (for developers); an end user needs only the wait.
  const wait = retryAfterSeconds(error);
  if (wait !== null) return `Too many attempts. Try again in ${formatWait(wait)}.`;
  if (error instanceof KnownError) return error.message;
  if (error instanceof NetworkError) return error.message || 'You are offline';
  if (error instanceof HttpError) return `The server answered with HTTP ${error.status}.`;
  if (error instanceof GatehouseError) return error.message;
  if (error instanceof Error) return error.message;
  return 'An unhandled error occurred. Please report this to the developer.';
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof KnownError ? error.code : undefined;
}

/** Errors point to the field they concern, when the known error says which. */
export function isClientError(error: unknown): boolean {
  return (error instanceof KnownError || error instanceof HttpError) && error.status >= 400 && error.status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; transient failures get two more tries.
        retry: (count, error) => !isClientError(error) && count < 2,
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
