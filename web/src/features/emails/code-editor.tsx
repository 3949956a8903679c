import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { tsxLanguage } from '@codemirror/lang-javascript';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import type { RenderProblem } from './render-error.ts';

/*
 * The TSX editor of e-mail templates and themes (CodeMirror 6). This module is loaded lazily
 * (see source-editor.tsx), so the dashboard's main bundle does not carry an editor it only
 * needs on one screen. Colours come from the theme's CSS variables, so light and dark mode
 * follow the app without reconfiguring the editor (and styles.contrast.test.ts checks them).
 */

const highlight = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.moduleKeyword, t.definitionKeyword, t.operatorKeyword, t.bool, t.null], color: 'var(--code-keyword)' },
  { tag: [t.string, t.special(t.string), t.regexp], color: 'var(--code-string)' },
  { tag: [t.number, t.integer, t.float], color: 'var(--code-number)' },
  { tag: [t.tagName, t.typeName, t.className], color: 'var(--code-tag)' },
  { tag: [t.attributeName, t.propertyName], color: 'var(--code-attribute)' },
  { tag: [t.function(t.variableName), t.function(t.propertyName), t.definition(t.function(t.variableName))], color: 'var(--code-function)' },
  { tag: [t.comment, t.lineComment, t.blockComment], color: 'var(--muted)', fontStyle: 'italic' },
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

/** Render problems as CodeMirror diagnostics; a problem without a place marks the first line. */
export function toDiagnostics(doc: Text, problems: RenderProblem[]): Diagnostic[] {
  return problems.map((p) => {
    const line = doc.line(Math.min(Math.max(p.line ?? 1, 1), doc.lines));
    if (p.line === null) return { from: line.from, to: line.from, severity: 'error', message: p.message };
    let from = Math.min(line.from + Math.max((p.column ?? 1) - 1, 0), line.to);
    // At the end of a line ('unexpected end of file') mark its last character: a zero-width mark cannot be seen.
    if (from === line.to && line.to > line.from) from--;
    // Underline the rest of the word at the position (at least one character when the line has one).
    const rest = /^\w*/.exec(doc.sliceString(from, line.to))![0].length;
    return { from, to: Math.min(line.to, from + Math.max(rest, 1)), severity: 'error', message: p.message };
  });
}

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  /** What the last render said about this source; empty when it rendered. */
  problems: RenderProblem[];
}

export default function CodeEditor({ value, onChange, label, problems }: CodeEditorProps) {
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
          tsxLanguage,
          syntaxHighlighting(highlight),
          lintGutter(),
          // Long lines wrap: nothing of the source is hidden beyond the card's edge.
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

  // A value set from outside (the loaded source) replaces the document; typing round-trips unchanged.
  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch(setDiagnostics(v.state, toDiagnostics(v.state.doc, problems)));
  }, [problems]);

  // A fixed height with its own scrolling, like any code editor: the page does not jump as lines are added.
  return <div ref={host} className="h-[min(70vh,600px)] min-h-[360px] overflow-hidden rounded-md border border-control focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30" />;
}
