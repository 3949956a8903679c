// Writes the operation-to-function reference of the Python and Go clients (REFERENCE.md in each),
// run by contract/generate-clients.sh on the freshly generated clients (make generate; --check
// compares it like the clients). Names are read from the generated code itself, not re-derived,
// so the reference cannot drift from what an integrator imports.
//
//   node contract/client-reference.mjs <openapi.json> <python package dir> <client.gen.go> <python out> <go out>
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [specPath, pythonDir, goClient, pythonOut, goOut] = process.argv.slice(2);
if (!goOut) throw new Error('usage: client-reference.mjs <spec> <python pkg dir> <client.gen.go> <python out> <go out>');
const spec = JSON.parse(readFileSync(specPath, 'utf8'));

// The hand-written server layer's wrappers, by operationId: the shorter way for common calls.
const pythonHelpers = {
  getUser: 'GatehouseServer.get_user', updateUser: 'GatehouseServer.update_user', listUsers: 'GatehouseServer.iter_users',
  createTeam: 'GatehouseServer.create_team', getTeam: 'GatehouseServer.get_team', addTeamMember: 'GatehouseServer.add_team_member',
  grantTeamPermission: 'GatehouseServer.grant_permission', listTeamPermissions: 'GatehouseServer.has_permission',
  listProjectPermissions: 'GatehouseServer.has_permission', checkUserApiKey: 'GatehouseServer.check_api_key',
  updateUserApiKey: 'GatehouseServer.revoke_user_api_key', refreshCurrentSession: 'Session.refresh',
  getOwnUser: 'gatehouse.client_user / server_user', updateOwnUser: 'gatehouse.client_user / server_user',
};
const goHelpers = {
  getUser: 'Server.GetUser', updateUser: 'Server.UpdateUser', listUsers: 'Server.Users', createTeam: 'Server.CreateTeam',
  getTeam: 'Server.GetTeam', addTeamMember: 'Server.AddTeamMember', grantTeamPermission: 'Server.GrantTeamPermission',
  listTeamPermissions: 'Server.HasPermission', listProjectPermissions: 'Server.HasPermission', checkUserApiKey: 'Server.CheckAPIKey',
  updateUserApiKey: 'Server.RevokeUserAPIKey', refreshCurrentSession: 'UserSession.Refresh',
  getOwnUser: 'resp.ClientUser() / resp.ServerUser()', updateOwnUser: 'resp.ClientUser() / resp.ServerUser()',
};

// Python: api/<tag>/<module>.py, matched to the operation by the method and path in _get_kwargs.
const pythonOps = new Map();
const apiDir = join(pythonDir, 'api');
for (const tag of readdirSync(apiDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
  for (const file of readdirSync(join(apiDir, tag)).filter((f) => f.endsWith('.py') && f !== '__init__.py').sort()) {
    const source = readFileSync(join(apiDir, tag, file), 'utf8');
    const method = /"method": "(\w+)"/.exec(source)?.[1];
    const url = /"url": f?"([^"]+)"/.exec(source)?.[1];
    const signature = /def sync_detailed\(([\s\S]*?)\) -> Response\[([^\]]+)\]/.exec(source);
    if (!method || !url || !signature) throw new Error(`cannot read ${tag}/${file}`);
    const args = signature[1].split('\n').map((l) => l.trim().replace(/,$/, '')).filter((l) => l && l !== '*' && !l.startsWith('client:'));
    const key = `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, '{}')}`;
    pythonOps.set(key, { module: `gatehouse_client.api.${tag}.${file.slice(0, -3)}`, args: args.map((a) => a.split(':')[0].trim()), returns: signature[2] });
  }
}

// Go: the ClientWithResponses method of each operation, by operationId (oapi-codegen capitalises it).
const goSource = readFileSync(goClient, 'utf8');
const goMethods = new Map();
for (const m of goSource.matchAll(/^func \(c \*ClientWithResponses\) (\w+)WithResponse\(ctx context\.Context(.*?), reqEditors \.\.\.RequestEditorFn\) \(\*(\w+), error\)/gm)) {
  goMethods.set(m[1].toLowerCase(), { name: `${m[1]}WithResponse`, args: m[2].split(', ').filter(Boolean).map((a) => a.split(' ')[0]), response: m[3] });
}
// An operation with only a non-JSON body (a form post) has <Op>With<Kind>BodyWithResponse methods:
// the typed one, else the raw-body one.
const goMethodOf = (operationId) => {
  const id = operationId.toLowerCase();
  if (goMethods.has(id)) return goMethods.get(id);
  const variants = [...goMethods.keys()].filter((k) => k.startsWith(`${id}with`) && k.endsWith('body')).sort((a, b) => Number(a.endsWith('withbody')) - Number(b.endsWith('withbody')));
  return variants.length ? goMethods.get(variants[0]) : undefined;
};

const byTag = new Map();
for (const [path, ops] of Object.entries(spec.paths)) {
  for (const [method, op] of Object.entries(ops)) {
    if (typeof op !== 'object' || !op.operationId) continue;
    const tag = op.tags?.[0] ?? 'Other';
    const py = pythonOps.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, '{}')}`);
    const go = goMethodOf(op.operationId);
    if (!py || !go) throw new Error(`${method.toUpperCase()} ${path} (${op.operationId}): no ${py ? 'Go method' : 'Python module'}`);
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push({ method: method.toUpperCase(), path, op, py, go });
  }
}
const tags = [...byTag.keys()].sort();
const count = [...byTag.values()].reduce((n, ops) => n + ops.length, 0);
const cell = (s) => String(s ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');

function write(out, title, intro, row, header) {
  const lines = [`# ${title}`, '', 'Generated from openapi/openapi.json by `make generate` (contract/client-reference.mjs). Do not edit.', '', intro, '', `${count} operations, by tag: ${tags.map((t) => `[${t}](#${t.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')})`).join(', ')}.`, ''];
  for (const tag of tags) {
    lines.push(`## ${tag}`, '', header, header.replace(/[^|]+/g, ' --- '));
    for (const entry of byTag.get(tag).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))) lines.push(row(entry));
    lines.push('');
  }
  writeFileSync(out, lines.join('\n'));
}

write(
  pythonOut,
  'Python: operation → function',
  'Each operation is a module with `sync_detailed(...)` (and `asyncio_detailed`); pass the answer to `gatehouse.unwrap()` ' +
    '(or `gatehouse.client_user()` / `server_user()` / `client_team()` / `server_team()` for answers with two views). ' +
    'Arguments after `client=` are keyword-only except path parameters, which come first. ' +
    'The last column names the hand-written server layer (`gatehouse_client.server`, `gatehouse_client.session`) where it wraps the call.',
  ({ method, path, op, py }) => `| \`${method} ${path}\` | ${cell(op.summary)} | \`${py.module}\` | ${cell(py.args.join(', '))} | \`${cell(py.returns)}\` | ${pythonHelpers[op.operationId] ? `\`${pythonHelpers[op.operationId]}\`` : ''} |`,
  '| Operation | Summary | Module (`sync_detailed`) | Arguments | Answer | Server layer |',
);
write(
  goOut,
  'Go: operation → method',
  'Each operation is a method of the client `gatehouse.New` returns (`*ClientWithResponses`); every error answer comes back as ' +
    'a Go error (`*APIError`, see `ErrorCode`), so when err is nil the JSON200/JSON201 field is set. ' +
    'The last column names the hand-written server layer (`Server`, `UserSession`, the typed-view methods) where it wraps the call.',
  ({ method, path, op, go }) => `| \`${method} ${path}\` | ${cell(op.summary)} | \`${go.name}\` | ${cell(['ctx', ...go.args].join(', '))} | \`${go.response}\` | ${goHelpers[op.operationId] ? `\`${goHelpers[op.operationId]}\`` : ''} |`,
  '| Operation | Summary | Method | Arguments | Answer | Server layer |',
);
