import { queryOptions } from '@tanstack/react-query';
import { adminApp } from '../../api/client.ts';

/** The override levels of wire §9.20, from the widest to the narrowest. */
export const LEVELS = ['project', 'branch', 'environment'] as const;
export type ConfigLevel = (typeof LEVELS)[number];

/**
 * The config routes (wire §9.20) through the admin app, so the SDK's transport throws their
 * known errors like every other call. Typed by hand against the contract's shapes: the paths are
 * declared by the config module, and this keeps the page independent of when the generated
 * client learns them.
 */
interface RawApi {
  GET(url: string, init?: object): Promise<{ data: unknown }>;
  PUT(url: string, init: { body: unknown; params?: object }): Promise<{ data: unknown }>;
}
const api = (projectId: string) => adminApp(projectId).api as unknown as RawApi;

export const renderedConfigQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'config', 'rendered'],
    queryFn: async () => {
      const { data } = await api(projectId).GET('/internal/config');
      return JSON.parse((data as { config_string: string }).config_string) as Record<string, unknown>;
    },
  });

export const overrideQuery = (projectId: string, level: ConfigLevel) =>
  queryOptions({
    queryKey: ['project', projectId, 'config', 'override', level],
    queryFn: async () => {
      const { data } = await api(projectId).GET(`/internal/config/override/${level}`);
      return (data as { config_string: string }).config_string;
    },
  });

/** Replaces the level's override (PUT). A branch override records that it came from the dashboard, not from a linked repository. */
export async function putOverride(projectId: string, level: ConfigLevel, configString: string): Promise<void> {
  const body = level === 'branch' ? { config_string: configString, source: { type: 'unlinked' } } : { config_string: configString };
  await api(projectId).PUT(`/internal/config/override/${level}`, { body });
}
