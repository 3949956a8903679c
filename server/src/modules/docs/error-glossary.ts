import { errorDef, type KnownErrorCode } from '../../http/errors.ts';
import { ERROR_HINTS } from './error-hints.ts';

/**
 * The error glossary of the API reference: every known error code with its status, the message the
 * body carries (`error`, with ‹placeholders› where it names details) and what to do about it. It is
 * a section of the spec's description, so every renderer and generated doc shows it.
 */
export function errorGlossaryMarkdown(codes: readonly string[]): string {
  // A list, not a table: renderers show the introduction in a narrow column.
  const items = [...codes].sort().map((code) => {
    const def = errorDef(code);
    const hint = ERROR_HINTS[code as KnownErrorCode] ?? '';
    return `- **\`${code}\`** (${def.status}): ${oneLine(messageTemplate(def.message))}<br>*What to do:* ${oneLine(hint)}`;
  });
  return [
    '## Errors',
    '',
    'Every error is a JSON body `{"code", "error", "details"?}` with the same code in the `x-stack-known-error` header. Switch on `code` (never on the message, which may be reworded); `details` carries the values named ‹like this› below. Each operation lists the codes it can answer with: its own first, then the request errors every operation shares (bad headers, keys or tokens, a malformed request, rate limits, an unreachable database).',
    '',
    ...items,
  ].join('\n');
}

/**
 * A message written as a function of its details, shown with ‹name› where each value goes. Each
 * detail is a one-element array, so it reads as its name both when interpolated and when the
 * message joins or maps a list.
 */
function messageTemplate(message: string | ((details: never) => string)): string {
  if (typeof message === 'string') return message;
  const details = new Proxy({}, { get: (_t, name) => (typeof name === 'string' ? [`‹${name}›`] : undefined) });
  try {
    return String(message(details as never));
  } catch {
    return '(depends on the details)';
  }
}

/** One list item per code: no line breaks inside. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}
