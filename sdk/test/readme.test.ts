// The README's examples are one script: this test joins its TypeScript blocks in order (the React
// one included), type-checks the result, then runs it with plain `node` against the BUILT package
// (sdk/dist, as an integrator gets it) and a real Gatehouse, and checks every `// → output` line.
// Only the values block changes: the README's server, project and keys become the test's.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { newProject, baseUrl, TEST_INTERNAL_KEYS } from '../../server/test/harness.ts';
import { sdkRoot } from './built-package.ts';

const README = readFileSync(join(sdkRoot, 'README.md'), 'utf8');

/** The README's values block: each `const name = '…';` line becomes the test's value. */
const VALUE_NAMES = ['baseUrl', 'projectId', 'publishableClientKey', 'secretServerKey', 'superSecretAdminKey', 'internalClientKey'] as const;
type Values = Record<(typeof VALUE_NAMES)[number], string>;

interface Block { lang: string; code: string }
function codeBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, code: m[2]! }));
}

/** Test-only ending: render the README's React example in a DOM (happy-dom), sign in, read the user, sign out. */
const REACT_HARNESS = `
// ---- readme.test.ts: render <Root /> in a DOM ----
const { Window } = await import('happy-dom');
const win = new Window({ url: 'http://localhost/' });
for (const [name, value] of Object.entries({ window: win, document: win.document, navigator: win.navigator })) {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}
const { createRoot } = await import('react-dom/client');
const { createElement } = await import('react');
const until = async (ok: () => boolean, what: string) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!ok()) throw new Error('React example: never saw ' + what + ', got: ' + container.textContent);
};
await app.signInWithPassword({ email, password });
const container = win.document.createElement('div');
win.document.body.appendChild(container);
createRoot(container as unknown as Element).render(createElement(Root));
await until(() => container.textContent === 'Sign out ' + email, 'the signed-in user');
console.log('react: ' + container.textContent);
(container.querySelector('button') as unknown as { click(): void }).click();
await until(() => container.textContent === 'Signed out', 'the signed-out state');
console.log('react: ' + container.textContent);
process.exit(0); // TanStack Query's cache timers would keep the process alive for minutes
`;

/** One module from the README's ts/tsx blocks: imports merged at the top, values replaced, exports made local. */
function notebook(values: Values): { source: string; expected: string[] } {
  const imports = new Map<string, Set<string>>();
  const body: string[] = [];
  const expected: string[] = [];
  const replaced = new Set<string>();
  const blocks = codeBlocks(README).filter((b) => b.lang === 'ts' || b.lang === 'tsx');
  expect(blocks.length).toBeGreaterThan(5);
  for (const block of blocks) {
    for (const line of block.code.split('\n')) {
      const imp = /^import \{ (.+) \} from '([^']+)';$/.exec(line);
      if (imp) {
        const names = imports.get(imp[2]!) ?? new Set<string>();
        for (const name of imp[1]!.split(',')) names.add(name.trim());
        imports.set(imp[2]!, names);
        continue;
      }
      if (/^import /.test(line)) throw new Error(`README import the test cannot merge (use one line, named imports): ${line}`);
      const value = /^const (\w+) = '[^']*';$/.exec(line);
      if (value && (VALUE_NAMES as readonly string[]).includes(value[1]!)) {
        replaced.add(value[1]!);
        body.push(`const ${value[1]} = ${JSON.stringify(values[value[1] as keyof Values])};`);
        continue;
      }
      const output = /\/\/ → (.+)$/.exec(line);
      if (output) expected.push(output[1]!);
      body.push(line.replace(/^export (function|const) /, '$1 '));
    }
  }
  expect([...replaced].sort(), 'the README values block').toEqual([...VALUE_NAMES].sort());
  const head = [...imports].map(([from, names]) => `import { ${[...names].join(', ')} } from '${from}';`);
  return { source: [...head, ...body, REACT_HARNESS].join('\n'), expected };
}

function typeErrors(source: string): string[] {
  // Checked as a file of this package, so the paths, options and types are the SDK's own.
  const file = join(sdkRoot, 'test', `.readme-notebook-${process.pid}.tsx`);
  writeFileSync(file, source);
  try {
    const config = ts.getParsedCommandLineOfConfigFile(join(sdkRoot, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
    const program = ts.createProgram([file], config.options);
    return ts.getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === file || !d.file)
      .map((d) => {
        const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
        const line = where ? source.split('\n')[where.line] : '';
        return `${where ? `line ${where.line + 1}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}\n    ${line}`;
      });
  } finally {
    rmSync(file, { force: true });
  }
}

function runWithNode(js: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // Code on stdin resolves bare imports from the working directory: @gatehouse/sdk is the built package.
    const child = spawn(process.execPath, ['--input-type=module'], { cwd: sdkRoot, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(js);
  });
}

describe('README examples', () => {
  it('type-check, run with plain node against the built package, and print what they say', async () => {
    const project = await newProject();
    const { source, expected } = notebook({
      baseUrl: baseUrl(),
      projectId: project.id,
      publishableClientKey: project.keys.client,
      secretServerKey: project.keys.server,
      superSecretAdminKey: project.keys.admin,
      internalClientKey: TEST_INTERNAL_KEYS.client,
    });
    expect(typeErrors(source)).toEqual([]);

    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, verbatimModuleSyntax: false },
    }).outputText;
    const run = await runWithNode(js);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    // Every `// → output` of the README, in order, then the React example's two states.
    const lines = run.stdout.split('\n');
    let at = 0;
    for (const want of [...expected, 'react: Sign out ada@example.com', 'react: Signed out']) {
      const found = lines.indexOf(want, at);
      expect(found, `README output "${want}" (after line ${at} of:\n${run.stdout})`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
  }, 240_000); // the README waits for a webhook delivery (up to 30 s) and type-checks a long program
});
