/** The reference page: Swagger UI with the spec this server serves, no inline script (CSP-friendly). */
export function docsPage(base: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Gatehouse API reference</title>
  <link rel="icon" type="image/png" href="${base}/docs/favicon-32x32.png">
  <link rel="stylesheet" href="${base}/docs/swagger-ui.css">
  <style>body { margin: 0; }</style>
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${base}/docs/swagger-ui-bundle.js"></script>
  <script src="${base}/docs/swagger-ui-standalone-preset.js"></script>
  <script src="${base}/docs/init.js"></script>
</body>
</html>
`;
}

/**
 * Starts Swagger UI on the spec; "Try it out" sends the x-stack-* headers set under Authorize. Tags
 * appear in the spec's order (SPEC §7's: sign-in first, admin last).
 */
export function docsInitScript(base: string): string {
  return `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${base}/openapi.json`)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  displayOperationId: true,
  docExpansion: 'none',
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  plugins: [SwaggerUIBundle.plugins.DownloadUrl],
  layout: 'StandaloneLayout'
});
`;
}
