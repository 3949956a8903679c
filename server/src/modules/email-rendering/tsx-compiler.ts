import { resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { sha256 } from '../../crypto/hashing.ts';

/**
 * Compiles an admin-written TSX template (and theme) into ONE self-contained script for the
 * QuickJS sandbox, with React's server renderer inside it. Compilation is the first guard:
 * template code may import only `react` (and the JSX runtime esbuild adds); any other import —
 * `fs`, a path on this server, a URL — fails the build, so no file of the host can end up in a
 * bundle (esbuild would otherwise happily inline `import x from '/etc/…txt'`).
 */

// Where `react` resolves from (the server package).
const RESOLVE_DIR = resolve(import.meta.dirname, '../../..');
const ALLOWED_IMPORTS = new Set(['react', 'react/jsx-runtime']);

const ENTRY = `
import * as template from 'gatehouse:template';
import * as theme from 'gatehouse:theme';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.browser';

globalThis.__gatehouseRender = function (json) {
  const props = JSON.parse(json);
  const declared = template.variables || {};
  for (const name of Object.keys(declared)) {
    const type = declared[name];
    const value = props.variables[name];
    if ((value === undefined || value === null) && props.preview) {
      props.variables[name] = type === 'number' ? 42 : type === 'boolean' ? true : '{' + name + '}';
      continue;
    }
    if (value === undefined || value === null) throw new Error('Missing variable: ' + name);
    if (typeof value !== type) throw new Error('Variable ' + name + ' must be a ' + type + ', got ' + typeof value);
  }
  if (typeof template.EmailTemplate !== 'function') throw new Error('The template must export a function EmailTemplate');
  let element = createElement(template.EmailTemplate, props);
  if (typeof theme.EmailTheme === 'function') element = createElement(theme.EmailTheme, Object.assign({}, props, { children: element }));
  const html = renderToStaticMarkup(element);
  const subject = typeof template.subject === 'function' ? template.subject(props) : template.subject;
  return JSON.stringify({ html: html, subject: subject === undefined || subject === null ? null : String(subject) });
};
`;

const NO_THEME = 'export {};';

function sandboxPlugin(templateSource: string, themeSource: string | null): Plugin {
  return {
    name: 'gatehouse-email-sources',
    setup(b) {
      b.onResolve({ filter: /^gatehouse:(template|theme)$/ }, (args) => ({ path: args.path, namespace: 'gatehouse-source' }));
      b.onLoad({ filter: /.*/, namespace: 'gatehouse-source' }, (args) => ({
        contents: args.path === 'gatehouse:template' ? templateSource : (themeSource ?? NO_THEME),
        loader: 'tsx',
        resolveDir: RESOLVE_DIR,
      }));
      // Imports written by admins: only React.
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.namespace !== 'gatehouse-source') return undefined;
        if (ALLOWED_IMPORTS.has(args.path)) return undefined;
        return { errors: [{ text: `Templates may only import "react"; "${args.path}" is not allowed.` }] };
      });
    },
  };
}

export class TemplateCompileError extends Error {}

const cache = new Map<string, Promise<string>>();
const CACHE_LIMIT = 200;

/** The compiled script for this template + theme; compiled once per distinct source pair. */
export function compileEmail(templateSource: string, themeSource: string | null): Promise<string> {
  const key = sha256(JSON.stringify([templateSource, themeSource])).toString('hex');
  let hit = cache.get(key);
  if (!hit) {
    hit = compile(templateSource, themeSource);
    hit.catch(() => cache.delete(key));
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, hit);
  }
  return hit;
}

async function compile(templateSource: string, themeSource: string | null): Promise<string> {
  try {
    const result = await build({
      stdin: { contents: ENTRY, resolveDir: RESOLVE_DIR, loader: 'js', sourcefile: 'entry.js' },
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [sandboxPlugin(templateSource, themeSource)],
      logLevel: 'silent',
    });
    return result.outputFiles[0].text;
  } catch (e) {
    const errors = (e as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors;
    const text = errors?.length ? errors.map((x) => (x.location ? `${x.location.line}:${x.location.column} ${x.text}` : x.text)).join('\n') : String(e);
    throw new TemplateCompileError(text);
  }
}
