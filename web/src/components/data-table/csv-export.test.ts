// @vitest-environment jsdom
// (a .test.ts runs in node, vitest.config.ts; this one needs the DOM: the download is a clicked <a>)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCsv, CSV_FILENAME, CsvExportError, exportCsv, NO_DATA_MESSAGE } from './csv-export.ts';

afterEach(() => vi.restoreAllMocks());

describe('CSV export (SPEC §5)', () => {
  it("alerts 'No data to export' and downloads nothing when there are no rows", () => {
    const alert = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    expect(exportCsv([], { alert })).toBeNull();
    expect(alert).toHaveBeenCalledWith('No data to export');
    expect(NO_DATA_MESSAGE).toBe('No data to export');
    expect(click).not.toHaveBeenCalled();
  });

  it('starts with a byte-order mark, separates with commas and quotes strings', () => {
    const text = buildCsv([{ name: 'Ada', note: 'says "hi", twice' }]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('"name","note"\r\n"Ada","says ""hi"", twice"\r\n');
  });

  it('writes numbers bare, booleans as TRUE/FALSE, null as an empty field', () => {
    expect(buildCsv([{ n: 42, ok: true, bad: false, none: null }]).slice(1)).toBe('"n","ok","bad","none"\r\n42,TRUE,FALSE,\r\n');
  });

  it('writes dates as ISO strings and objects as JSON', () => {
    const text = buildCsv([{ at: new Date(Date.UTC(2026, 10, 23, 18, 0, 0)), meta: { a: 1, b: ['x'] } }]);
    expect(text.slice(1)).toBe('"at","meta"\r\n"2026-11-23T18:00:00.000Z","{""a"":1,""b"":[""x""]}"\r\n');
  });

  it('drops undefined values (and a column nobody has)', () => {
    expect(buildCsv([{ a: 1, gone: undefined }, { a: 2, b: 'x' }]).slice(1)).toBe('"a","b"\r\n1,\r\n2,"x"\r\n');
  });

  it('fails on empty headers', () => {
    expect(() => buildCsv([{ only: undefined }])).toThrow(CsvExportError);
    expect(() => buildCsv([{ a: 1 }], [])).toThrow(/no headers/);
  });

  it('fails on empty output', () => {
    expect(() => buildCsv([], ['a'])).toThrow(expect.objectContaining({ kind: 'empty-output' }));
  });

  it('fails on unsupported value types', () => {
    expect(() => buildCsv([{ big: BigInt(1) }])).toThrow(expect.objectContaining({ kind: 'unsupported-value' }));
    expect(() => buildCsv([{ fn: () => 1 }])).toThrow(/Unsupported value type "function"/);
    expect(() => buildCsv([{ s: Symbol('x') }])).toThrow(CsvExportError);
  });

  it('fails outside a browser', () => {
    const original = URL.createObjectURL;
    // @ts-expect-error -- simulate an environment without Blob URLs (not a browser)
    URL.createObjectURL = undefined;
    try {
      expect(() => exportCsv([{ a: 1 }], { alert: vi.fn() })).toThrow(expect.objectContaining({ kind: 'not-a-browser' }));
    } finally {
      URL.createObjectURL = original;
    }
  });

  it('downloads the file as data.csv', () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    let downloaded = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    const text = exportCsv([{ a: 'x' }], { alert: vi.fn() });
    expect(downloaded).toBe('data.csv');
    expect(CSV_FILENAME).toBe('data.csv');
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(text?.startsWith('\uFEFF"a"')).toBe(true);
  });
});
