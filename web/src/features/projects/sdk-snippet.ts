/**
 * The code an app pastes to talk to a project (see sdk/README.md: createClientApp). A project
 * that does not require a publishable key works with the snippet as it is; one that does gets a
 * placeholder line, since keys are shown only once, when they are created.
 */
export function sdkSnippet({ baseUrl, projectId, requiresPublishableKey }: { baseUrl: string; projectId: string; requiresPublishableKey: boolean }): string {
  const lines = [
    "import { createClientApp } from '@gatehouse/sdk';",
    '',
    'export const gatehouse = createClientApp({',
    `  baseUrl: ${JSON.stringify(baseUrl)},`,
    `  projectId: ${JSON.stringify(projectId)},`,
  ];
  if (requiresPublishableKey) lines.push("  publishableClientKey: 'pck_…', // this project requires one: create it under API keys");
  lines.push('});');
  return lines.join('\n');
}
