import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';

/**
 * UI.md: "Contrast meets WCAG AA in both themes". The colours are read from styles.css, the one
 * place the theme tokens live, so this test checks what ships, not a copy of it.
 *
 * WCAG 2.x AA: text 4.5:1 (1.4.3; our body text is 13-14 px, never "large"), and 3:1 for what a
 * user needs to see to find and operate a control: its boundary, its state, its focus (1.4.11).
 * Decorative lines (card outlines, table dividers) and disabled controls are exempt.
 */
const TEXT = 4.5;
const NON_TEXT = 3;

type Pair = { fg: string; bg: string; min: number; where: string };

/** Every token pairing the components use: a foreground token drawn on a background token. */
const PAIRS: Pair[] = [
  // Text
  ...['bg', 'surface', 'subtle', 'accent-soft'].map((bg) => ({ fg: 'fg', bg, min: TEXT, where: 'body text, on pages, cards, hovered and selected rows' })),
  ...['bg', 'surface', 'subtle', 'accent-soft'].map((bg) => ({ fg: 'muted', bg, min: TEXT, where: 'secondary text, hints, table headers, dates in selected rows' })),
  ...['bg', 'surface', 'subtle', 'accent-soft'].map((bg) => ({ fg: 'accent', bg, min: TEXT, where: 'links and accent badges' })),
  { fg: 'accent-fg', bg: 'accent', min: TEXT, where: 'primary button label' },
  { fg: 'fg', bg: 'selected', min: TEXT, where: 'label of the selected tab' },
  ...['bg', 'surface', 'danger-soft'].map((bg) => ({ fg: 'danger', bg, min: TEXT, where: 'error messages, error states, danger badges' })),
  { fg: 'danger-fg', bg: 'danger', min: TEXT, where: 'danger button label' },
  ...['surface', 'success-soft'].map((bg) => ({ fg: 'success', bg, min: TEXT, where: 'success messages and badges' })),
  ...['surface', 'warning-soft'].map((bg) => ({ fg: 'warning', bg, min: TEXT, where: 'warnings and impersonation badges' })),
  { fg: 'bg', bg: 'fg', min: TEXT, where: 'tooltips (inverted)' },
  ...['code-keyword', 'code-string', 'code-number', 'code-tag', 'code-attribute', 'code-function'].flatMap((fg) =>
    ['surface', 'subtle'].map((bg) => ({ fg, bg, min: TEXT, where: 'syntax colours in the code editor, also on its active line' })),
  ),
  // Non-text: control boundaries, states and focus
  ...['bg', 'surface'].map((bg) => ({ fg: 'control', bg, min: NON_TEXT, where: 'input, select, checkbox and radio borders; the off switch track' })),
  { fg: 'thumb', bg: 'control', min: NON_TEXT, where: 'the thumb of an off switch' },
  { fg: 'accent-fg', bg: 'accent', min: NON_TEXT, where: 'the thumb of an on switch, the tick of a checked checkbox' },
  ...['bg', 'surface'].map((bg) => ({ fg: 'accent', bg, min: NON_TEXT, where: 'checked checkbox, radio and switch' })),
  ...['bg', 'surface'].map((bg) => ({ fg: 'ring', bg, min: NON_TEXT, where: 'focus ring' })),
  ...['bg', 'surface'].map((bg) => ({ fg: 'danger', bg, min: NON_TEXT, where: 'border of an invalid input' })),
];

// The stylesheet's source text: the tokens are parsed from what ships. (A path, not a URL: jsdom
// replaces the global URL class, which node:fs does not accept.)
const css = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');

/** Tokens no pair needs: why each is exempt. */
const EXEMPT: Record<string, string> = {
  border: 'decorative lines only (card outlines, dividers); controls use --control',
};

/** The custom properties declared in the first rule whose selector is exactly `selector`. */
function tokens(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!block) throw new Error(`styles.css has no ${selector} rule`);
  const out: Record<string, string> = {};
  for (const m of block[1].matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) out[m[1]] = m[2].trim();
  return out;
}

const THEMES = { light: tokens(':root'), dark: tokens('.dark') };

/** What is wrong with one pair in one theme, or null when it passes. */
function problem(theme: Record<string, string>, p: Pair): string | null {
  const missing = [p.fg, p.bg].filter((t) => !(t in theme));
  if (missing.length) return `--${missing.join(', --')} not defined (${p.where})`;
  const ratio = Color.contrastWCAG21(theme[p.fg], theme[p.bg]);
  return ratio >= p.min ? null : `--${p.fg} on --${p.bg}: ${ratio.toFixed(2)}:1 < ${p.min}:1 (${p.where})`;
}

describe('theme tokens meet WCAG AA contrast', () => {
  it('reads a colour for every token of both themes', () => {
    expect(Object.keys(THEMES.light).length).toBeGreaterThan(10);
    expect(Object.keys(THEMES.dark).sort()).toEqual(Object.keys(THEMES.light).sort());
    for (const theme of Object.values(THEMES)) for (const value of Object.values(theme)) expect(() => new Color(value)).not.toThrow();
  });

  it('pairs every token with what it is drawn on (or says why it needs no pair)', () => {
    const used = new Set(PAIRS.flatMap((p) => [p.fg, p.bg]));
    const unchecked = Object.keys(THEMES.light).filter((t) => !used.has(t) && !(t in EXEMPT));
    expect(unchecked, 'tokens with no contrast claim: add their pairs to PAIRS').toEqual([]);
  });

  for (const [name, theme] of Object.entries(THEMES)) {
    it(`${name} theme: every pair reaches its minimum`, () => {
      expect(PAIRS.map((p) => problem(theme, p)).filter(Boolean)).toEqual([]);
    });
  }

  it('the checker itself: white on the old dark accent #818cf8 is the reported 2.98:1', () => {
    expect(Color.contrastWCAG21('#ffffff', '#818cf8')).toBeCloseTo(2.98, 2);
    expect(Color.contrastWCAG21('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
