import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { chooseLocale, formatWait, i18n, LOCALES, matchLocale } from './i18n.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';

/*
 * Issue 22 item 10: the hosted pages in the user's language. Three guards: every locale has
 * exactly the English keys with the same placeholders; no hosted or auth component shows a
 * literal that bypasses the translator (an AST scan, so a new component is covered without being
 * named); the language is chosen as documented.
 */

const CATALOGUES: Record<string, unknown> = { en, de };

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe('catalogues', () => {
  const english = flatten(en);
  it('lists every locale the language choice knows', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has exactly the keys of en, none empty, with the same placeholders`, () => {
      const other = flatten(CATALOGUES[locale]);
      expect([...other.keys()].filter((k) => !english.has(k))).toEqual([]);
      expect([...english.keys()].filter((k) => !other.has(k))).toEqual([]);
      expect([...other].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
      const mismatched = [...english].filter(([k, v]) => placeholders(v).join() !== placeholders(other.get(k) ?? '').join()).map(([k]) => k);
      expect(mismatched).toEqual([]);
    });
  }
  it('every key the hosted sources use exists in en', () => {
    const used = new Set<string>();
    for (const { text } of scannedSources()) for (const m of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(m[1]!);
    const plural = (k: string) => english.has(`${k}_one`) && english.has(`${k}_other`);
    expect([...used].filter((k) => !english.has(k) && !plural(k))).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });
});

// ---- no hard-coded user-visible literal -------------------------------------------------------

const webSrc = join(import.meta.dirname, '..');
/** The folders of the hosted (end-user) pages, and the shared components they render. */
const SCANNED_DIRS = ['features/hosted', 'features/auth'];
const SCANNED_FILES = ['features/sessions/session-list.tsx', 'features/sessions/session-labels.ts', 'components/ui/password-field.tsx', 'components/ui/otp-input.tsx', 'components/ui/dialog.tsx', 'components/ui/oauth-buttons.tsx', 'components/ui/copy-field.tsx', 'components/ui/status-badge.tsx', 'components/ui/callout.tsx'];
/** Developer-facing, and English by decision (the dashboard is not translated). */
const DASHBOARD_ONLY = new Set(['features/auth/dashboard-auth-pages.tsx', 'features/auth/dashboard-session.ts']);
/** Props whose string value a person reads or a screen reader speaks. */
const TEXT_PROPS = /^(title|subtitle|description|placeholder|label|aria-label|aria-description|alt|confirmText|ownerLabel|revokeLabel|emptyText|altText)$/;

function scannedSources(): Array<{ file: string; text: string }> {
  const files = SCANNED_DIRS.flatMap((d) => readdirSync(join(webSrc, d)).map((f) => `${d}/${f}`)).concat(SCANNED_FILES);
  return files
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.') && !DASHBOARD_ONLY.has(f))
    .map((file) => ({ file, text: readFileSync(join(webSrc, file), 'utf8') }));
}

const hasWords = (s: string) => /\p{L}{2,}/u.test(s);

/** Every string literal (or template text) a person would read, with where it is. */
export function userVisibleLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const lines = text.split('\n');
  const at = (node: ts.Node, what: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
    // A developer-facing literal (a thrown programming error, a dashboard-only table) says so, with
    // its reason, on its line or on the line above the statement holding it.
    for (let n: ts.Node | undefined = node; n && !ts.isSourceFile(n); n = n.parent) {
      const l = source.getLineAndCharacterOfPosition(n.getStart()).line;
      if (/i18n-exempt:/.test(lines[l] ?? '') || /i18n-exempt:/.test(lines[l - 1] ?? '')) return;
    }
    found.push(`${file}:${line + 1} ${what}`);
  };
  /** The literal strings an expression can evaluate to (through ?:, ??, ||, && and templates). */
  const literalsOf = (e: ts.Expression): ts.Node[] => {
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return hasWords(e.text) ? [e] : [];
    if (ts.isTemplateExpression(e)) return hasWords(e.head.text + e.templateSpans.map((s) => s.literal.text).join('')) ? [e] : [];
    if (ts.isParenthesizedExpression(e)) return literalsOf(e.expression);
    if (ts.isConditionalExpression(e)) return [...literalsOf(e.whenTrue), ...literalsOf(e.whenFalse)];
    if (ts.isBinaryExpression(e) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(e.operatorToken.kind)) return [...literalsOf(e.left), ...literalsOf(e.right)];
    return [];
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) at(node, `JSX text ${JSON.stringify(node.text.trim())}`);
    // {'text'} or {cond ? 'a' : 'b'} as a child.
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) for (const l of literalsOf(node.expression)) at(l, `JSX child ${l.getText()}`);
    if (ts.isJsxAttribute(node) && TEXT_PROPS.test(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && hasWords(init.text)) at(init, `${node.name.getText()}=${init.getText()}`);
      if (ts.isJsxExpression(init) && init.expression) for (const l of literalsOf(init.expression)) at(l, `${node.name.getText()}={${l.getText()}}`);
    }
    // { title: 'Saved', label: 'Remove' } handed to toast(), dialogs and tabs.
    if (ts.isPropertyAssignment(node) && TEXT_PROPS.test(node.name.getText().replace(/['"]/g, ''))) for (const l of literalsOf(node.initializer)) at(l, `${node.name.getText()}: ${l.getText()}`);
    // A plain Error's message is shown as is by endUserMessage().
    if (ts.isNewExpression(node) && node.expression.getText() === 'Error' && node.arguments?.[0]) for (const l of literalsOf(node.arguments[0])) at(l, `new Error(${l.getText()})`);
    // Texts handed to the error setters of the forms: setError('…'), setErrors({ x: '…' }).
    if (ts.isCallExpression(node) && /^set\w*(Error|Errors|Message|Mismatch)$/.test(node.expression.getText())) {
      for (const a of node.arguments) {
        for (const l of literalsOf(a)) at(l, `${node.expression.getText()}(${l.getText()})`);
        if (ts.isObjectLiteralExpression(a)) for (const p of a.properties) if (ts.isPropertyAssignment(p)) for (const l of literalsOf(p.initializer)) at(l, `${node.expression.getText()}({… ${l.getText()}})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no hard-coded text in hosted components', () => {
  it('finds the literals it is meant to find (the scanner itself)', () => {
    const sample = `export const A = () => <div title="Hello there" aria-label={x ? 'Open it' : t('k')}>Sign in {'now please'}{toast({ title: 'Saved it' })}</div>;
      const e = new Error('Broken link'); setError('Too bad'); const ok = <p className="text-sm">{t('a.b')} · {name}</p>;`;
    expect(userVisibleLiterals('x.tsx', sample).map((s) => s.replace(/^x\.tsx:\d+ /, ''))).toEqual([
      'title="Hello there"',
      "aria-label={'Open it'}",
      'JSX text "Sign in"',
      "JSX child 'now please'",
      "title: 'Saved it'",
      "new Error('Broken link')",
      "setError('Too bad')",
    ]);
  });

  it('every user-visible text in the hosted and auth components goes through the translator', () => {
    const sources = scannedSources();
    expect(sources.length).toBeGreaterThan(25);
    const leaks = sources.flatMap(({ file, text }) => userVisibleLiterals(file, text));
    expect(leaks).toEqual([]);
  });
});

// ---- which language ----------------------------------------------------------------------------

describe('language choice', () => {
  it('takes ?lang= first, then the first supported browser language, then the project default, then en', () => {
    expect(chooseLocale({ query: 'de', browser: ['en-US'], projectDefault: 'en' })).toBe('de');
    expect(chooseLocale({ query: 'xx', browser: ['fr-FR', 'de-AT', 'en'], projectDefault: 'en' })).toBe('de');
    expect(chooseLocale({ browser: ['fr-FR', 'it'], projectDefault: 'de' })).toBe('de');
    expect(chooseLocale({ browser: ['fr-FR'], projectDefault: undefined })).toBe('en');
    expect(chooseLocale({ browser: [], projectDefault: 'klingon' })).toBe('en');
    expect(matchLocale('DE_ch')).toBe('de');
    expect(matchLocale(42)).toBeNull();
  });

  it('formats waits with the locale plurals', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(formatWait(1)).toBe('1 Sekunde');
      expect(formatWait(125)).toBe('3 Minuten');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(formatWait(125)).toBe('3 minutes');
  });
});

