import { KnownError } from '@gatehouse/sdk';
import { errorMessage } from '../../api/client.ts';

/** One problem of a render: where in the source (1-based, when the compiler said) and what. */
export interface RenderProblem {
  line: number | null;
  column: number | null;
  message: string;
}

/**
 * Splits the answer of POST /emails/render-email into problems the editor can point at.
 * EMAIL_RENDERING_ERROR carries the compiler's lines in `details.error` as
 * `<line>:<column> <text>` (esbuild's location, column 0-based); runtime failures
 * ('The template must export a function EmailTemplate') have no location.
 */
export function renderProblems(error: unknown): RenderProblem[] {
  const detail = error instanceof KnownError && error.code === 'EMAIL_RENDERING_ERROR' ? (error.details as { error?: unknown } | undefined)?.error : undefined;
  if (typeof detail !== 'string' || !detail.trim()) return [{ line: null, column: null, message: errorMessage(error) }];
  return detail
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const m = /^(\d+):(\d+) (.*)$/s.exec(l);
      return m ? { line: Number(m[1]), column: Number(m[2]) + 1, message: m[3] } : { line: null, column: null, message: l };
    });
}
