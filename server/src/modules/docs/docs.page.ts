/** The reference page: Scalar on the spec this server serves, no inline script (CSP-friendly). */
export function docsPage(base: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Gatehouse API reference</title>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg">
  <style>body { margin: 0; }</style>
</head>
<body>
  <div id="reference"></div>
  <script src="${base}/docs/scalar.js"></script>
  <script src="${base}/docs/init.js"></script>
</body>
</html>
`;
}

/**
 * Starts Scalar on the spec. Everything that would reach the internet is off: web fonts, the
 * request proxy ("Test request" goes straight to this server, same origin), telemetry, the AI agent
 * and MCP panels. Request samples are the spec's own (`x-codeSamples`: curl, the TypeScript SDK,
 * Python, Go), so Scalar's generic generated snippets are hidden.
 */
export function docsInitScript(base: string): string {
  const config = {
    url: `${base}/openapi.json`,
    withDefaultFonts: false,
    telemetry: false,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    hideClientButton: true,
    documentDownloadType: 'json',
    hiddenClients: true,
    showOperationId: true,
    orderRequiredPropertiesFirst: true,
    theme: 'default',
  };
  return `Scalar.createApiReference('#reference', ${JSON.stringify(config, null, 2)});\n`;
}
