import { KnownError } from '@gatehouse/sdk';
import { describe, expect, it } from 'vitest';
import { renderProblems } from './render-error.ts';

const renderingError = (error: string) => new KnownError('EMAIL_RENDERING_ERROR', 400, `The e-mail template could not be rendered: ${error}`, { error });

describe('renderProblems', () => {
  it('turns compiler lines into 1-based line and column positions', () => {
    expect(renderProblems(renderingError('3:14 Expected ">" but found "}"\n7:0 Unexpected end of file'))).toEqual([
      { line: 3, column: 15, message: 'Expected ">" but found "}"' },
      { line: 7, column: 1, message: 'Unexpected end of file' },
    ]);
  });

  it('keeps a runtime failure without a location as one problem', () => {
    expect(renderProblems(renderingError('The template must export a function EmailTemplate'))).toEqual([{ line: null, column: null, message: 'The template must export a function EmailTemplate' }]);
  });

  it("falls back to the error's message for anything else", () => {
    expect(renderProblems(new KnownError('EMAIL_THEME_NOT_FOUND', 404, "There is no e-mail theme 'x'.", { theme_id: 'x' }))).toEqual([{ line: null, column: null, message: "There is no e-mail theme 'x'." }]);
    expect(renderProblems(new Error('offline'))).toEqual([{ line: null, column: null, message: 'offline' }]);
  });
});
