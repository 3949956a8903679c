import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { toDiagnostics } from './code-editor.tsx';

const doc = Text.of(['export function EmailTemplate() {', '  return <p>Hi</p>;', '}']);

describe('toDiagnostics', () => {
  it('underlines the word at the compiler position', () => {
    const [d] = toDiagnostics(doc, [{ line: 1, column: 17, message: 'The symbol "EmailTemplate" has already been declared' }]);
    expect(doc.sliceString(d.from, d.to)).toBe('EmailTemplate');
    expect(d.severity).toBe('error');
  });

  it('marks a visible character for an error at the end of a line, and keeps positions inside the document', () => {
    const [end] = toDiagnostics(doc, [{ line: 3, column: 2, message: 'Unexpected end of file' }]);
    expect(doc.sliceString(end.from, end.to)).toBe('}');
    const [past] = toDiagnostics(doc, [{ line: 40, column: 1, message: 'in the theme, not here' }]);
    expect(past.from).toBe(doc.line(3).from);
  });

  it('puts a problem without a position on the first line', () => {
    expect(toDiagnostics(doc, [{ line: null, column: null, message: 'The template must export a function EmailTemplate' }])).toEqual([{ from: 0, to: 0, severity: 'error', message: 'The template must export a function EmailTemplate' }]);
  });
});
