/**
 * Compiles every request sample in the API reference (openapi/openapi.json `x-codeSamples`) against
 * the clients in this checkout, so the reference can never show a call that does not type-check:
 * TypeScript with tsc against the SDK, Python with `mypy --strict` against generated/python, Go with
 * `go build` against generated/go. Run by `make smoke` (which has the venv and Go). Each sample is
 * wrapped in a function with the variables it names (PROJECT_ID, keys, tokens) declared.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'contract/samples/.out');
type Sample = { lang: string; label: string; source: string };
const doc = JSON.parse(readFileSync(join(root, 'openapi/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; 'x-codeSamples'?: Sample[] }>>;
};

const samples: Record<string, { id: string; source: string }[]> = {};
for (const item of Object.values(doc.paths)) {
  for (const op of Object.values(item)) {
    for (const s of op['x-codeSamples'] ?? []) (samples[s.label] ??= []).push({ id: op.operationId, source: s.source });
  }
}

function run(what: string, cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const r = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.error) throw new Error(`${what}: could not run ${cmd}: ${r.error.message}`);
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout}\n${r.stderr}\n`);
    throw new Error(`${what}: the reference's request samples do not compile (above). Fix server/src/modules/docs/samples/.`);
  }
}

const splitImports = (source: string) => {
  const lines = source.split('\n');
  return { imports: lines.filter((l) => /^(import|from) /.test(l)), body: lines.filter((l) => !/^(import|from) /.test(l)) };
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// --- TypeScript SDK
{
  const names = new Set<string>();
  const fns = samples['TypeScript SDK']!.map(({ id, source }) => {
    const { imports, body } = splitImports(source);
    for (const i of imports) for (const n of /\{([^}]*)\}/.exec(i)![1]!.split(',')) names.add(n.trim());
    return `export async function ${id}() {\n${body.map((l) => `  ${l}`).join('\n')}\n}`;
  });
  const declared = ['PROJECT_ID', 'SECRET_SERVER_KEY', 'SUPER_SECRET_ADMIN_KEY', 'EMAIL', 'PASSWORD', 'REFRESH_TOKEN', 'WEBHOOKS_PORTAL_TOKEN'].map((n) => `declare const ${n}: string;`);
  writeFileSync(join(out, 'samples.ts'), [`import { ${[...names].join(', ')} } from '@gatehouse/sdk';`, ...declared, ...fns].join('\n') + '\n');
  writeFileSync(join(out, 'tsconfig.json'), JSON.stringify({ extends: '../../../tsconfig.json', include: ['samples.ts'] }));
  run('TypeScript', 'npx', ['tsc', '--noEmit', '-p', join(out, 'tsconfig.json')], root);
  console.log(`TypeScript SDK: ${fns.length} samples type-check`);
}

// --- Python
{
  const dir = join(out, 'python');
  mkdirSync(dir);
  const prelude = ['PROJECT_ID = "internal"', 'SECRET_SERVER_KEY = "ssk_"', 'SUPER_SECRET_ADMIN_KEY = "sak_"', 'ACCESS_TOKEN = "eyJ"', 'REFRESH_TOKEN = "r"', 'WEBHOOKS_PORTAL_TOKEN = "whp_"'];
  for (const { id, source } of samples.Python!) {
    const { imports, body } = splitImports(source);
    writeFileSync(join(dir, `${id}.py`), [...imports, '', ...prelude, '', '', 'def sample() -> None:', ...body.map((l) => (l ? `    ${l}` : ''))].join('\n') + '\n');
  }
  run('Python', join(root, '.venv/bin/mypy'), ['--strict', '--no-incremental', '.'], dir, { MYPYPATH: join(root, 'generated/python') });
  console.log(`Python: ${samples.Python!.length} samples pass mypy --strict`);
}

// --- Go
{
  const dir = join(out, 'go');
  mkdirSync(dir);
  const fns = samples.Go!.map(({ id, source }) => `func ${id}(ctx context.Context) {\n${source.split('\n').map((l) => `\t${l}`).join('\n')}\n}`);
  const vars = 'var projectID, publishableClientKey, secretServerKey, superSecretAdminKey, accessToken, refreshToken, webhooksPortalToken string';
  const file = [
    'package main',
    '',
    'import (\n\t"context"\n\t"fmt"\n\t"log"\n\t"strings"\n\n\t"github.com/google/uuid"\n\n\t"gatehouse.dev/go/gatehouse"\n)',
    '',
    // Not every sample uses every package.
    'var _ = strings.NewReader\nvar _ = uuid.MustParse\nvar _ = fmt.Println\nvar _ = log.Fatal',
    vars,
    ...fns,
    'func main() {}',
  ].join('\n\n');
  writeFileSync(join(dir, 'main.go'), file + '\n');
  const gen = join(root, 'generated/go');
  const clientMod = readFileSync(join(gen, 'go.mod'), 'utf8');
  const requires = [...clientMod.matchAll(/^\s*(github\.com\/\S+) (v\S+)/gm)].map((m) => `require ${m[1]} ${m[2]}`);
  const module = /^module (\S+)/m.exec(clientMod)![1]!;
  writeFileSync(join(dir, 'go.mod'), [`module gatehouse-samples`, '', 'go 1.24.0', '', `require ${module} v0.0.0`, ...requires, '', `replace ${module} => ${gen}`].join('\n') + '\n');
  copyFileSync(join(gen, 'go.sum'), join(dir, 'go.sum'));
  // -mod=mod: the samples' module lists what the client's go.mod lists; Go settles direct vs indirect itself.
  run('Go', 'go', ['build', '-mod=mod', '-o', '/dev/null', '.'], dir);
  console.log(`Go: ${fns.length} samples build`);
}
rmSync(out, { recursive: true, force: true });
