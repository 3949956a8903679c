import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import type { SourceProblem } from './json-problems.ts';

/*
 * The JSON editor of the config override (CodeMirror 6), loaded lazily like the e-mail editor.
 * Colours are the theme's CSS variables, so light and dark follow the app. Problems (a syntax
 * error found before saving, or the server's schema refusal) are set as lint diagnostics at their
 * line: an underline, a gutter marker and the message on hover.
 */

const highlight = HighlightStyle.define([
  { tag: [t.bool, t.null], color: 'var(--code-keyword)' },
  { tag: t.string, color: 'var(--code-string)' },
  { tag: t.number, color: 'var(--code-number)' },
  { tag: t.propertyName, color: 'var(--code-attribute)' },
  { tag: t.invalid, color: 'var(--danger)' },
]);

const look = EditorView.theme({
  '&': { backgroundColor: 'var(--surface)', color: 'var(--fg)', fontSize: '12.5px', height: '100%' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.6' },
  '.cm-content': { caretColor: 'var(--fg)', padding: '8px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--fg)' },
  '.cm-gutters': { backgroundColor: 'var(--subtle)', color: 'var(--muted)', border: 'none', borderRight: '1px solid var(--border)' },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--subtle) 70%, transparent)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--border)', color: 'var(--fg)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'color-mix(in srgb, var(--accent) 25%, transparent)' },
  '.cm-matchingBracket': { backgroundColor: 'color-mix(in srgb, var(--accent) 20%, transparent)', outline: '1px solid var(--accent)' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--danger)' },
  '.cm-tooltip': { backgroundColor: 'var(--surface)', color: 'var(--fg)', border: '1px solid var(--border)', borderRadius: '6px' },
  '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy var(--danger)', textUnderlineOffset: '3px' },
});

/** Problems as diagnostics: a placed one underlines from its column to the line's end, an unplaced one marks line 1. */
export function toDiagnostics(doc: Text, problems: SourceProblem[]): Diagnostic[] {
  // A heading without a place is listed under the editor; it marks line 1 only when nothing else is marked.
  const placed = problems.filter((p) => p.line !== null);
  return (placed.length > 0 ? placed : problems).map((p) => {
    const line = doc.line(Math.min(Math.max(p.line ?? 1, 1), doc.lines));
    let from = p.column === null ? line.from + (line.text.length - line.text.trimStart().length) : Math.min(line.from + p.column - 1, line.to);
    if (from === line.to && line.to > line.from) from--;
    return { from, to: Math.max(line.to, from), severity: 'error', message: p.message };
  });
}

export default function JsonEditor({ value, onChange, label, problems }: { value: string; onChange: (v: string) => void; label: string; problems: SourceProblem[] }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          indentOnInput(),
          bracketMatching(),
          json(),
          syntaxHighlighting(highlight),
          lintGutter(),
          EditorView.lineWrapping,
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) onChangeRef.current(u.state.doc.toString());
          }),
          look,
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // The editor owns its document after mount; outside changes are applied below.
  }, []);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch(setDiagnostics(v.state, toDiagnostics(v.state.doc, problems)));
  }, [problems]);

  return <div ref={host} className="h-[min(60vh,520px)] min-h-[300px] overflow-hidden rounded-md border border-control focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30" />;
}
