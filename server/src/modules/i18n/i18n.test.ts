import { describe, expect, it } from 'vitest';
import { catalogues, fill, translator } from './i18n.ts';
import { LOCALES, localeFromAcceptLanguage } from './locales.ts';
import { builtInSource, DEFAULT_TEMPLATES } from '../email-templates/email-defaults.ts';

/** Every leaf of a catalogue: dotted key -> text. */
function leaves(o: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v as object, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the e-mail catalogues', () => {
  const en = leaves(catalogues.en);

  it('reads the English catalogue (guards against checking nothing)', () => {
    expect(en.size).toBeGreaterThan(40);
    expect(en.get('magicLink.subject')).toBe('Sign in to {{project}}: Your code is {{code}}');
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has every key of en, no other key, each non-empty with the same placeholders`, () => {
      const other = leaves(catalogues[locale]);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        const translated = other.get(key)!;
        expect(translated.trim(), key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    });
  }

  it('no catalogue text contains markup or template syntax (values are escaped, texts are not)', () => {
    for (const locale of LOCALES) for (const [key, text] of leaves(catalogues[locale])) expect(text, `${locale} ${key}`).not.toMatch(/[<>`]|\$\{/);
  });

  it('fill escapes the text around placeholders and inserts fragments as given', () => {
    const t = translator('en');
    expect(fill(t, 'teamInvitation.body', { team: '<b>T</b>', project: 'P&Q' }, (s) => s.replace(/ /g, '_'))).toBe('You_have_been_invited_to_join_<b>T</b>_on_P&Q.');
  });

  it('the English built-in templates are what the editor shows; every locale has its own', () => {
    for (const [flow, t] of Object.entries(DEFAULT_TEMPLATES)) {
      expect(builtInSource(flow as keyof typeof DEFAULT_TEMPLATES, 'en')).toBe(t.tsxSource);
      expect(builtInSource(flow as keyof typeof DEFAULT_TEMPLATES, 'de')).not.toBe(t.tsxSource);
    }
  });
});

describe('Accept-Language', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en;q=0.5, de;q=0.9', 'de'],
    ['de;q=0, en', 'en'],
    ['DE-at', 'de'],
    ['fr-FR, de;q=0.1', 'de'],
    ['fr-FR', null],
    ['*', null],
    ['', null],
    [';;;,,q=1', null],
    ['x'.repeat(10_000), null],
    [`${'fr,'.repeat(100)}de`, null],
  ])('%s -> %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
