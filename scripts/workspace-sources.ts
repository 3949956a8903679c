import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

/**
 * Inside this repository, @gatehouse/sdk and @gatehouse/generated are read from their TypeScript
 * sources (the "gatehouse-source" export condition), so the dashboard, its dev server and every
 * Vitest suite work without building them and never run a stale dist/. Outside it (plain Node,
 * other bundlers) the same imports resolve to the built dist/ (npm run build -w sdk).
 * TypeScript does the same through `customConditions` in ../tsconfig.json.
 */
export const SOURCE_CONDITION = 'gatehouse-source';

export function workspaceSources(): Plugin {
  return {
    name: 'gatehouse-workspace-sources',
    // Setting conditions replaces Vite's defaults, so they are listed again after ours.
    configEnvironment: (name) => ({
      resolve: { conditions: [SOURCE_CONDITION, ...(name === 'client' ? defaultClientConditions : defaultServerConditions)] },
    }),
  };
}
