import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { AppDeps, AuthPorts } from './http/context.ts';
import { errorCatalogueOf, tagsOf } from './http/module.ts';
import { registerKnownErrorSchemas } from './http/responses.ts';
import { addKnownErrorExamples } from './http/error-examples.ts';
import { modules } from './modules/index.ts';
import { registeredErrorCodes } from './http/errors.ts';
import type { MountedRoute } from './http/router.ts';
import { codeSamples, type EmittedOperation } from './modules/docs/samples/index.ts';
import { errorGlossaryMarkdown } from './modules/docs/error-glossary.ts';

const SECURITY_SCHEMES: Record<string, { name: string; description: string }> = {
  ProjectId: { name: 'x-stack-project-id', description: 'The project (tenant) the call is about: `internal` or a project UUID.' },
  AccessType: { name: 'x-stack-access-type', description: '`client`, `server` or `admin`.' },
  PublishableClientKey: { name: 'x-stack-publishable-client-key', description: 'Publishable client key (`pck_…`); optional unless the project requires it.' },
  SecretServerKey: { name: 'x-stack-secret-server-key', description: 'Secret server key (`ssk_…`), for your backend only.' },
  SuperSecretAdminKey: { name: 'x-stack-super-secret-admin-key', description: 'Super secret admin key (`sak_…`).' },
  AdminAccessToken: { name: 'x-stack-admin-access-token', description: 'Access token of an internal-project user who owns the project (dashboard mode).' },
  AccessToken: { name: 'x-stack-access-token', description: 'The signed-in end user\'s access token (ES256 JWT).' },
};

const DESCRIPTION = `Gatehouse: self-hosted authentication and user management.

Every call is under \`/api/v1\`. Project authentication uses \`x-stack-*\` headers: \`x-stack-project-id\`, \`x-stack-access-type\` (client, server or admin) and the key of that type; a signed-in user adds \`x-stack-access-token\`. Errors are JSON \`{code, details?, error}\` with the same code in the \`x-stack-known-error\` header; every operation lists every code it can return. Send \`x-stack-override-error-status: true\` to receive 4xx errors as 200 with the real status in \`x-stack-actual-status\`.

Where Gatehouse differs from the system this contract was drawn from: refresh tokens rotate on use (both refresh endpoints return the successor as \`refresh_token\`; re-presenting the previous token within 10 s returns the same successor, later it revokes the session), a revoked session's access token is rejected at once (ACCESS_TOKEN_REVOKED), list \`limit\` is at most 1000, anonymous accounts are a project setting, and unknown routes (ROUTE_NOT_FOUND) and methods (METHOD_NOT_ALLOWED) answer with JSON known errors.`;

/** The OpenAPI 3.1 document, built from the route declarations without a database. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const unused = () => {
    throw new Error('The OpenAPI emitter never handles requests');
  };
  const never = new Proxy({}, { get: unused });
  const deps = { orm: never, hotSql: never, projectCache: never, signingKeys: never, config: loadConfig({}), log: () => {} } as unknown as AppDeps;
  const { api, mounted } = createApp(deps, modules, never as AuthPorts);
  const tags = tagsOf(modules);
  for (const [name, s] of Object.entries(SECURITY_SCHEMES)) {
    api.openAPIRegistry.registerComponent('securitySchemes', name, { type: 'apiKey', in: 'header', name: s.name, description: s.description });
  }
  const catalogue = errorCatalogueOf(modules);
  registerKnownErrorSchemas(api.openAPIRegistry, catalogue);
  const document = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Gatehouse API', version: '1.0.0', description: `${DESCRIPTION}\n\n${errorGlossaryMarkdown(registeredErrorCodes())}`, license: { name: 'MIT', url: 'https://opensource.org/license/mit' } },
    servers: [{ url: '/api/v1', description: 'This server' }],
    tags: tags.map(({ name, description }) => ({ name, description })),
  }) as unknown as Record<string, unknown>;
  deriveBodyExamples(document);
  addKnownErrorExamples(document, catalogue);
  addCodeSamples(document, mounted);
  // SPEC §7's groups of calls; renderers that support `x-tagGroups` (Redocly) show the tags under them.
  const groups = TAG_GROUP_ORDER.map((name) => ({ name, tags: tags.filter((t) => t.group === name).map((t) => t.name) })).filter((g) => g.tags.length);
  const stray = tags.filter((t) => !TAG_GROUP_ORDER.includes(t.group));
  if (stray.length) throw new Error(`tags in unknown reference groups: ${stray.map((t) => `${t.name} (${t.group})`).join(', ')}`);
  return { ...document, 'x-tagGroups': groups };
}

/** Each operation's request samples (curl, SDKs), from its route declaration and emitted shape. */
function addCodeSamples(document: Record<string, unknown>, mounted: MountedRoute[]): void {
  const paths = document.paths as Record<string, Record<string, EmittedOperation & Record<string, unknown>>>;
  for (const { spec } of mounted) {
    const operation = paths[spec.path]?.[spec.method];
    if (operation) operation['x-codeSamples'] = codeSamples({ method: spec.method, path: spec.path, operationId: spec.operationId, tag: spec.tag, access: spec.access, operation });
  }
}

type JsonSchema = { $ref?: string; example?: unknown; const?: unknown; enum?: unknown[]; anyOf?: JsonSchema[]; type?: unknown; properties?: Record<string, JsonSchema>; required?: string[] };
type Doc = { paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown; examples?: unknown }> } }>>; components?: { schemas?: Record<string, JsonSchema> } };

/**
 * A request body without `bodyExample` gets one built from its schema when every required field has
 * an example (`.openapi({ example })`), an enum/const value or is a boolean. Bodies this cannot
 * cover (no required fields, or a required field without an example) keep none, and the spec
 * linter asks their route for a `bodyExample`.
 */
function deriveBodyExamples(document: unknown): void {
  const doc = document as Doc;
  const schemas = doc.components?.schemas ?? {};
  const resolve = (s: JsonSchema | undefined) => (s?.$ref ? schemas[s.$ref.split('/').pop()!] : s);
  const exampleOf = (raw: JsonSchema | undefined, depth: number): unknown => {
    const s = resolve(raw);
    if (!s || depth > 5) return undefined;
    if (s.example !== undefined) return s.example;
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    if (s.anyOf) return s.anyOf.map((v) => exampleOf(v, depth + 1)).find((e) => e !== undefined);
    if (s.type === 'boolean') return false;
    if (s.type !== 'object' || !s.properties || !s.required?.length) return undefined;
    const out: Record<string, unknown> = {};
    for (const key of s.required) {
      const value = exampleOf(s.properties[key], depth + 1);
      if (value === undefined) return undefined;
      out[key] = value;
    }
    return out;
  };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      for (const media of Object.values(op?.requestBody?.content ?? {})) {
        if (media.example !== undefined || media.examples !== undefined) continue;
        const example = exampleOf(media.schema, 0);
        if (example !== undefined) media.example = example;
      }
    }
  }
}

/** The reference's groups, in SPEC §7's order; each module's tags name their group (http/module.ts ApiTag). */
export const TAG_GROUP_ORDER = ['Auth', 'Contact channels', 'Users', 'Teams', 'Permissions', 'Other client/server', 'Server', 'Admin'];
