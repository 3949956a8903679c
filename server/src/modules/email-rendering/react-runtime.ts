import { resolve } from 'node:path';
import { build } from 'esbuild';

/**
 * The script every render evaluates in QuickJS before the template: React, its server renderer
 * and the link-and-render glue. Built ONCE per process from our fixed entry below and
 * node_modules — no template code ever reaches this build, so it is the only step that reads
 * files, and it reads only React's.
 *
 * The glue links each compiled source (tsx-compiler.ts) as a CommonJS module whose `require`
 * answers 'react' and 'react/jsx-runtime' and refuses everything else, so a module name computed
 * at run time reaches nothing either. Template code runs in the same QuickJS realm as the glue,
 * so the glue keeps its own copies of the built-ins it calls, and the host (quickjs-worker.mjs,
 * render.service.ts) checks the shape and size of what comes back rather than trusting it.
 */

// Where `react` resolves from (the server package).
const RESOLVE_DIR = resolve(import.meta.dirname, '../../..');

/** Rendered HTML and subject larger than this are refused (the glue and the host both check). */
export const MAX_HTML_CHARS = 1024 * 1024;
export const MAX_SUBJECT_CHARS = 1000;

const ENTRY = `
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server.browser';

const MODULES = { react: React, 'react/jsx-runtime': jsxRuntime };
const FunctionCtor = Function;
const stringify = JSON.stringify;
const parse = JSON.parse;
const keys = Object.keys;
const assign = Object.assign;
const hasOwn = Object.prototype.hasOwnProperty;
const createElement = React.createElement;
const MAX_HTML = ${MAX_HTML_CHARS};

function refuse(name) {
  const shown = stringify(typeof name === 'string' ? name : String(name));
  return new Error('require(' + shown + '): templates may only import "react"; ' + shown + ' is not allowed.');
}

function load(code) {
  const module = { exports: {} };
  const require = function (name) {
    if (typeof name === 'string' && hasOwn.call(MODULES, name)) return MODULES[name];
    throw refuse(name);
  };
  new FunctionCtor('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

globalThis.__gatehouseRender = function (templateCode, themeCode, json) {
  const template = load(templateCode);
  const theme = themeCode === null ? {} : load(themeCode);
  const props = parse(json);
  const declared = template.variables || {};
  for (const name of keys(declared)) {
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
  if (typeof theme.EmailTheme === 'function') element = createElement(theme.EmailTheme, assign({}, props, { children: element }));
  const html = renderToStaticMarkup(element);
  if (typeof html !== 'string' || html.length > MAX_HTML) throw new Error('The rendered e-mail is larger than ' + MAX_HTML + ' characters.');
  const subject = typeof template.subject === 'function' ? template.subject(props) : template.subject;
  return stringify({ html: html, subject: subject === undefined || subject === null ? null : String(subject) });
};
`;

let runtime: Promise<string> | null = null;

/** The runtime script (built at first use, then kept). */
export function reactRuntime(): Promise<string> {
  runtime ??= build({
    stdin: { contents: ENTRY, resolveDir: RESOLVE_DIR, loader: 'js', sourcefile: 'gatehouse-email-runtime.js' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0].text);
  runtime.catch(() => {
    runtime = null;
  });
  return runtime;
}
