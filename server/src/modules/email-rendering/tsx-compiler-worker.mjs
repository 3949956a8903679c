// Worker thread that turns one admin-written TSX source into CommonJS, as a pure function of the
// text: TypeScript's transpileModule with an in-memory file (noResolve, noLib) reads nothing from
// disk and resolves no import. Plain JavaScript so the host starts it with `new Worker(url)` under
// any runner. It runs on a thread with its own heap and stack limits that the host kills at a
// deadline, because parsers recurse: a source nested 100,000 levels deep overflowed esbuild's
// stack (1 GB) and took minutes; here it is a RangeError or a killed thread, never the server.
import { parentPort } from 'node:worker_threads';
import ts from 'typescript';

// Only these module names resolve, inside the sandbox (the link step in react-runtime.ts).
const ALLOWED = new Set(['react', 'react/jsx-runtime']);
const MAX_PROBLEMS = 20;

const OPTIONS = {
  compilerOptions: {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.CommonJS,
    target: ts.ScriptTarget.ES2020,
    esModuleInterop: true,
    isolatedModules: true,
    noResolve: true,
    noLib: true,
    // A `@jsxImportSource` pragma in the source could name another module: the link step refuses
    // it like any other name.
    jsxImportSource: 'react',
  },
  fileName: 'template.tsx',
  reportDiagnostics: true,
};

/** `<line>:<column> <text>` (line 1-based, column 0-based, as the editor expects). */
function at(source, pos, text) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < pos && i < source.length; i++) {
    if (source.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return `${line}:${pos - lineStart} ${text}`;
}

function compile(source) {
  // Every module name written literally (import, export-from, require('x'), import('x')) is
  // checked here for a clear, located message; names computed at run time meet the sandbox's
  // require, which answers the same refusal.
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const refused = importedFiles.filter((f) => !ALLOWED.has(f.fileName));
  if (refused.length) return { ok: false, error: refused.slice(0, MAX_PROBLEMS).map((f) => at(source, f.pos, `Templates may only import "react"; "${f.fileName}" is not allowed.`)).join('\n') };
  const out = ts.transpileModule(source, OPTIONS);
  const problems = (out.diagnostics ?? []).filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (problems.length) {
    return { ok: false, error: problems.slice(0, MAX_PROBLEMS).map((d) => at(source, d.start ?? 0, ts.flattenDiagnosticMessageText(d.messageText, ' '))).join('\n') };
  }
  return { ok: true, value: out.outputText };
}

function safeCompile(source) {
  try {
    return compile(source);
  } catch (e) {
    if (e instanceof RangeError) return { ok: false, error: 'The source is nested too deeply to compile.' };
    return { ok: false, error: `The source could not be compiled: ${e instanceof Error ? e.message : String(e)}` };
  }
}

parentPort.on('message', (job) => parentPort.postMessage({ id: job.id, ...safeCompile(String(job.source)) }));
parentPort.postMessage({ ready: true });
