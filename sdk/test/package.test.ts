// The built package as integrators get it: plain Node loads it with `import` and with `require`
// (one module instance, so `instanceof` holds either way), it exports what the sources export, and
// its declarations type-check an outside consumer without the repository's source condition.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as source from '../src/index.ts';
import * as reactSource from '../src/react/index.tsx';
import { sdkRoot } from './built-package.ts';

describe('the built package (sdk/dist)', () => {
  it('loads under plain node with import and require, with the same exports as the sources', () => {
    const script = `
      import { createRequire } from 'node:module';
      const esm = await import('@gatehouse/sdk');
      const cjs = createRequire(process.cwd() + '/')('@gatehouse/sdk');
      const react = await import('@gatehouse/sdk/react');
      const names = (m) => Object.keys(m).filter((k) => k !== '__esModule' && k !== 'module.exports').sort();
      console.log(JSON.stringify({
        esm: names(esm), cjs: names(cjs), react: names(react),
        sameClasses: cjs.KnownError === esm.KnownError && cjs.RouteNotFoundError === esm.RouteNotFoundError,
        resolved: import.meta.resolve('@gatehouse/sdk'),
        generated: createRequire(import.meta.resolve('@gatehouse/sdk')).resolve('@gatehouse/generated'),
      }));`;
    // Code on stdin resolves bare imports from the working directory, like a script in the package.
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module'], { cwd: sdkRoot, input: script, encoding: 'utf8' }));
    expect(out.esm).toEqual(Object.keys(source).sort());
    expect(out.cjs).toEqual(out.esm);
    expect(out.react).toEqual(Object.keys(reactSource).sort());
    expect(out.sameClasses).toBe(true);
    expect(out.resolved).toMatch(/\/sdk\/dist\/index\.js$/);
    expect(out.generated).toMatch(/\/generated\/dist\/index\.js$/);
  });

  it('its declarations type-check a consumer (node16 ES module, strict, library checks on)', () => {
    const file = join(sdkRoot, 'test', `.consumer-${process.pid}.mts`);
    writeFileSync(file, `
      import { createClientApp, createServerApp, KnownError, RouteNotFoundError, UserNotFoundError, type ServerUser } from '@gatehouse/sdk';
      import { GatehouseProvider, useUser } from '@gatehouse/sdk/react';
      const server = createServerApp({ baseUrl: 'https://auth.example.com/api/v1', projectId: 'p', secretServerKey: 'ssk_x' });
      const page = await server.listUsers({ limit: 10, desc: true });
      const first: ServerUser | undefined = page.items[0];
      const next: string | null = page.pagination.next_cursor;
      const { data } = await server.api.GET('/users/{user_id}', { params: { path: { user_id: 'u' } } });
      const id: string = data.id; // no \`data?.\`: failures are thrown
      const app = createClientApp({ baseUrl: 'https://auth.example.com', projectId: 'p' });
      try { await app.signInWithPassword({ email: 'a@b.co', password: 'x' }); } catch (e) {
        if (e instanceof UserNotFoundError) { const code: 'USER_NOT_FOUND' = e.code; console.log(code); }
        if (e instanceof RouteNotFoundError) console.log(e.details.path, e.status);
        if (e instanceof KnownError) console.log(e.code);
      }
      console.log(first, next, id, GatehouseProvider, useUser);
    `);
    try {
      const program = ts.createProgram([file], {
        module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, target: ts.ScriptTarget.ES2022,
        strict: true, noEmit: true, skipLibCheck: false, jsx: ts.JsxEmit.ReactJSX, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [],
      });
      const ours = (f: string) => /\/(sdk|generated)\/(dist|test)\//.test(f);
      const errors = ts.getPreEmitDiagnostics(program)
        .filter((d) => !d.file || ours(d.file.fileName))
        .map((d) => `${d.file ? relative(sdkRoot, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(errors).toEqual([]);
      const loaded = program.getSourceFiles().map((f) => f.fileName);
      expect(loaded.some((f) => f.endsWith('/sdk/dist/index.d.ts'))).toBe(true);
      expect(loaded.some((f) => f.endsWith('/generated/dist/schema.d.ts'))).toBe(true);
      expect(loaded.filter((f) => /\/(sdk|generated)\/src\//.test(f))).toEqual([]);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
