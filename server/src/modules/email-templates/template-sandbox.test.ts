import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, newProject, type TestProject } from '../../../test/harness.ts';
import { expectKnownError } from '../../../test/known-errors.ts';
import { smtpPort } from '../../../test/mailbox.ts';
import { DEFAULT_TEMPLATES } from './email-defaults.ts';

/**
 * Issue 19, items 1 and 2: template code (templates, themes, drafts, previews) reaches nothing of
 * the host — no file, no module but React — and no template request can take the server down.
 * Every payload answers EMAIL_RENDERING_ERROR and no answer ever carries the planted secret.
 */

// A secret planted in files the server process could read, by absolute and by relative path
// (relative to where the old compiler resolved imports: the server package).
const SECRET = `gh-secret-${randomBytes(12).toString('hex')}`;
const dir = join(tmpdir(), `gatehouse-sandbox-${randomBytes(6).toString('hex')}`);
const serverDir = resolve(import.meta.dirname, '../../..');
const jsonFile = join(dir, 'internal-keys.json');
const jsFile = join(dir, 'keys.js');
const txtFile = join(dir, 'keys.txt');
const rel = (file: string) => relative(serverDir, file).split('\\').join('/');

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(jsonFile, JSON.stringify({ secret_server_key: SECRET }));
  writeFileSync(jsFile, `module.exports = ${JSON.stringify(SECRET)};`);
  writeFileSync(txtFile, SECRET);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ownSmtp = () => ({ email_config: { type: 'standard' as const, host: '127.0.0.1', port: smtpPort(), username: 'u', password: 'p', sender_name: 'Acme', sender_email: 'mail@acme.test' } });

/** Template sources that try to read the host; each must be refused with a known error. */
function escapes(): string[] {
  const show = (expr: string) => `export function EmailTemplate() { return <p>{String(${expr})}</p>; }`;
  const name = dir.split('/').pop()!;
  return [
    // The takeover from the issue: a template-literal require that esbuild expanded as a glob.
    `const k = ["internal-keys"][0]; const m = require(\`${rel(dir)}/\${k}.json\`); ${show('JSON.stringify(m)')}`,
    `const k = ["internal-keys"][0]; const m = require(\`../.data/\${k}.json\`); ${show('JSON.stringify(m)')}`,
    `const k = ["internal-keys"][0]; const m = require(\`${dir}/\${k}.json\`); ${show('JSON.stringify(m)')}`,
    `const m = require(${JSON.stringify(jsonFile)}); ${show('JSON.stringify(m)')}`,
    `const m = require(${JSON.stringify('./' + rel(jsonFile))}); ${show('JSON.stringify(m)')}`,
    `import keys from ${JSON.stringify(jsFile)}; ${show('keys')}`,
    `import keys from ${JSON.stringify('./' + rel(jsFile))}; ${show('keys')}`,
    `import text from ${JSON.stringify(txtFile)}; ${show('text')}`,
    `import * as all from ${JSON.stringify(jsonFile)}; ${show('JSON.stringify(all)')}`,
    `export * from ${JSON.stringify(jsFile)}; ${show('1')}`,
    `import passwd from '/etc/passwd'; ${show('passwd')}`,
    `${show("require('fs').readFileSync(" + JSON.stringify(txtFile) + ", 'utf8')")}`,
    `${show("require('node:fs').readFileSync(" + JSON.stringify(txtFile) + ", 'utf8')")}`,
    `const r = require; ${show(`r(['f', 's'].join('')).readFileSync(${JSON.stringify(txtFile)}, 'utf8')`)}`,
    `${show(`require.resolve(${JSON.stringify(jsonFile)})`)}`,
    `${show('process.binding("fs")')}`,
    `${show('globalThis.process.mainModule.require("fs").readFileSync(' + JSON.stringify(txtFile) + ')')}`,
    `${show('fetch("file://" + ' + JSON.stringify(txtFile) + ')')}`,
    `${show('new Function("return this")().require("fs")')}`,
    `${show('this.constructor.constructor("return process")().env')}`,
    // Dynamic import(): awaited inside the render via a thrown promise is pointless; calling it is enough.
    `const p = import(${JSON.stringify(jsFile)}); ${show('p')}`,
    `export async function EmailTemplate() { const m = await import(${JSON.stringify(jsonFile)}); return <p>{JSON.stringify(m)}</p>; }`,
    // Globs over large folders (the out-of-memory crash of item 2).
    `const x = ["bin"][0]; const m = require(\`/usr/\${x}\`); ${show('m')}`,
    `const x = ["react"][0]; const m = require(\`../node_modules/\${x}\`); ${show('m')}`,
    `const x = [${JSON.stringify(name)}][0]; const m = require(\`${rel(tmpdir())}/\${x}/\${"keys"}.txt\`); ${show('m')}`,
  ];
}

const renderInline = (project: TestProject, source: string) => project.admin().POST('/emails/render-email', { body: { template_tsx_source: source, theme_id: false } });

function expectRefusedWithoutSecret(res: { response: Response; error?: unknown; data?: unknown }, what: string) {
  const body = JSON.stringify(res.error ?? res.data ?? null);
  expect(body, what).not.toContain(SECRET);
  expectKnownError(res, 400, 'EMAIL_RENDERING_ERROR');
}

async function expectServerAnswers() {
  const health = await fetch(`${baseUrl()}/health`);
  expect(health.status).toBe(200);
}

describe('template sandbox: no file system, no modules but React', () => {
  it('refuses every way to reach a file or module of the host in POST /emails/render-email', async () => {
    const project = await newProject();
    for (const source of escapes()) expectRefusedWithoutSecret(await renderInline(project, source), source);
    // The same source as a theme.
    for (const source of escapes().slice(0, 8)) {
      const theme = source.replace('export function EmailTemplate()', 'export function EmailTheme({ children })');
      const res = await project.admin().POST('/emails/render-email', { body: { template_tsx_source: 'export function EmailTemplate() { return <i>x</i>; }', theme_tsx_source: theme } });
      expectRefusedWithoutSecret(res, theme);
    }
    await expectServerAnswers();
  }, 240_000);

  it('says why a module is refused, with its place in the source', async () => {
    const project = await newProject();
    const stat = await renderInline(project, `import x from '/etc/passwd';\nexport function EmailTemplate() { return <p>{x}</p>; }`);
    expectKnownError(stat, 400, 'EMAIL_RENDERING_ERROR');
    expect(String(stat.error?.details?.error)).toMatch(/^1:\d+ Templates may only import "react"; "\/etc\/passwd" is not allowed\.$/);
    const dynamic = await renderInline(project, 'const n = "f" + "s"; export function EmailTemplate() { return <p>{String(require(n))}</p>; }');
    expectKnownError(dynamic, 400, 'EMAIL_RENDERING_ERROR');
    expect(String(dynamic.error?.details?.error)).toContain('"fs" is not allowed');
    // React stays available: the default import, named imports and the JSX runtime.
    const ok = await renderInline(project, `import React, { Fragment, useMemo } from 'react';\nexport function EmailTemplate() { const n = useMemo(() => 2, []); return <Fragment>{React.createElement('b', null, n)}</Fragment>; }`);
    expect(ok.data!.html).toBe('<b>2</b>');
  }, 120_000);

  it('refuses the same sources when saving a template, a theme or a draft, and saves nothing', async () => {
    const project = await newProject(ownSmtp());
    const templateId = (await project.admin().POST('/internal/email-templates', { body: { display_name: 'T' } })).data!.id;
    const themeId = (await project.admin().POST('/internal/email-themes', { body: { display_name: 'Th' } })).data!.id;
    const draftId = (await project.admin().POST('/internal/email-drafts', { body: { display_name: 'D' } })).data!.id;
    const before = await Promise.all([
      project.admin().GET('/internal/email-templates/{template_id}', { params: { path: { template_id: templateId } } }),
      project.admin().GET('/internal/email-themes/{theme_id}', { params: { path: { theme_id: themeId } } }),
      project.admin().GET('/internal/email-drafts/{draft_id}', { params: { path: { draft_id: draftId } } }),
    ]);
    for (const source of escapes()) {
      const theme = source.replace('export function EmailTemplate()', 'export function EmailTheme({ children })');
      expectRefusedWithoutSecret(await project.admin().PATCH('/internal/email-templates/{template_id}', { params: { path: { template_id: templateId } }, body: { tsx_source: source } }), `template update: ${source}`);
      expectRefusedWithoutSecret(await project.admin().PATCH('/internal/email-templates/{template_id}', { params: { path: { template_id: DEFAULT_TEMPLATES.magic_link.id } }, body: { tsx_source: source } }), `built-in update: ${source}`);
      expectRefusedWithoutSecret(await project.admin().PATCH('/internal/email-themes/{theme_id}', { params: { path: { theme_id: themeId } }, body: { tsx_source: theme } }), `theme update: ${theme}`);
      expectRefusedWithoutSecret(await project.admin().POST('/internal/email-drafts', { body: { display_name: 'Evil', tsx_source: source, theme_id: false } }), `draft create: ${source}`);
      expectRefusedWithoutSecret(await project.admin().PATCH('/internal/email-drafts/{draft_id}', { params: { path: { draft_id: draftId } }, body: { tsx_source: source } }), `draft update: ${source}`);
    }
    const after = await Promise.all([
      project.admin().GET('/internal/email-templates/{template_id}', { params: { path: { template_id: templateId } } }),
      project.admin().GET('/internal/email-themes/{theme_id}', { params: { path: { theme_id: themeId } } }),
      project.admin().GET('/internal/email-drafts/{draft_id}', { params: { path: { draft_id: draftId } } }),
    ]);
    expect(after.map((r) => r.data)).toEqual(before.map((r) => r.data));
    expect((await project.admin().GET('/internal/email-drafts')).data!.drafts).toHaveLength(1);
    expect((await project.admin().GET('/internal/email-templates/{template_id}', { params: { path: { template_id: DEFAULT_TEMPLATES.magic_link.id } } })).data!.tsx_source).toBe(DEFAULT_TEMPLATES.magic_link.tsxSource);
    await expectServerAnswers();
  }, 240_000);
});

describe('template sandbox: bounded time, memory and output', () => {
  it('answers a known error for endless, greedy, huge and deep templates, and the server keeps answering', async () => {
    const project = await newProject();
    const bombs: [string, RegExp][] = [
      [`export function EmailTemplate() { for (;;) {} }`, /too long|stopped/],
      [`export function EmailTemplate() { const a = []; for (;;) a.push('x'.repeat(1e5) + a.length); }`, /memory|stopped|limit/i],
      // Over the 1 MiB output cap (or, on a slow machine, over the time limit first): both refusals.
      [`export function EmailTemplate() { return <p>{'x'.repeat(3 * 1024 * 1024)}</p>; }`, /larger than|memory|limit|too long/i],
      [`export function EmailTemplate() { const rows = []; for (let i = 0; i < 60000; i++) rows.push(<p key={i}>{'y'.repeat(40)}</p>); return <div>{rows}</div>; }`, /larger than|memory|limit|too long/i],
      [`export const subject = 'z'.repeat(5000); export function EmailTemplate() { return <p>x</p>; }`, /subject/i],
      [`export function EmailTemplate() { let e = <b>x</b>; for (let i = 0; i < 100000; i++) e = <i>{e}</i>; return e; }`, /stack|memory|limit|too long|stopped/i],
      [`function f(n) { return <i>{f(n + 1)}</i>; } export function EmailTemplate() { return f(0); }`, /stack|memory|limit|too long|stopped/i],
      // Sources the compiler must not choke on (deep nesting blew esbuild's stack and memory).
      [`export const a = ${'['.repeat(200_000)}1${']'.repeat(200_000)}; export function EmailTemplate() { return <p/>; }`, /.+/],
      [`export const a = ${'-'.repeat(100_000)}1; export function EmailTemplate() { return <p/>; }`, /.+/],
      [`export const a = ${'<a>'.repeat(50_000)}${'</a>'.repeat(50_000)}; export function EmailTemplate() { return <p/>; }`, /.+/],
    ];
    for (const [source, reason] of bombs) {
      const res = await renderInline(project, source);
      expectKnownError(res, 400, 'EMAIL_RENDERING_ERROR');
      expect(String(res.error?.details?.error), source.slice(0, 80)).toMatch(reason);
      await expectServerAnswers();
    }
    // Several at once: the server still answers while the sandbox works through them.
    const flood = await Promise.all([
      ...Array.from({ length: 6 }, () => renderInline(project, `export function EmailTemplate() { for (;;) {} }`)),
      fetch(`${baseUrl()}/health`),
    ]);
    expect((flood.pop() as Response).status).toBe(200);
    for (const res of flood as Awaited<ReturnType<typeof renderInline>>[]) expectKnownError(res, 400, 'EMAIL_RENDERING_ERROR');
    // And rendering works afterwards.
    expect((await renderInline(project, `export function EmailTemplate() { return <b>ok</b>; }`)).data!.html).toBe('<b>ok</b>');
  }, 120_000);

  it('refuses a source larger than the limit before compiling it', async () => {
    const project = await newProject();
    const big = `export function EmailTemplate() { return <p>x</p>; }\n// ${'a'.repeat(500_001)}`;
    const res = await renderInline(project, big);
    expectKnownError(res, 400, 'SCHEMA_ERROR');
    await expectServerAnswers();
  }, 120_000);
});
