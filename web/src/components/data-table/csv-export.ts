/**
 * CSV export of table data, with the rules of SPEC §5: no data -> alert 'No data to export';
 * file data.csv, comma separated, UTF-8 byte-order mark; strings quoted; dates as ISO strings;
 * objects as JSON; undefined values dropped; booleans TRUE/FALSE. Errors: empty headers, empty
 * output, unsupported value types (after the date/object conversions only number, string,
 * boolean, null and undefined remain), and a non-browser environment.
 */
export const CSV_FILENAME = 'data.csv';
export const NO_DATA_MESSAGE = 'No data to export';
const BOM = '\uFEFF';

export class CsvExportError extends Error {
  constructor(
    public readonly kind: 'empty-headers' | 'empty-output' | 'unsupported-value' | 'not-a-browser',
    message: string,
  ) {
    super(message);
    this.name = 'CsvExportError';
  }
}

type Primitive = number | string | boolean | null;

/** Dates become ISO strings, plain objects and arrays JSON; undefined values are dropped. */
export function normaliseRow(row: Record<string, unknown>): Record<string, Primitive> {
  const out: Record<string, Primitive> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    if (value instanceof Date) out[key] = value.toISOString();
    else if (value !== null && typeof value === 'object') out[key] = JSON.stringify(value);
    else if (value === null || typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') out[key] = value;
    else throw new CsvExportError('unsupported-value', `Unsupported value type "${typeof value}" for "${key}": only number, string, boolean, null and undefined can be exported`);
  }
  return out;
}

function quote(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

function cell(value: Primitive | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return String(value);
  return quote(value);
}

/** Builds the file's text (with BOM). Headers are the keys in order of first appearance unless given. */
export function buildCsv(rows: Array<Record<string, unknown>>, headers?: string[]): string {
  const normalised = rows.map(normaliseRow);
  const columns = headers ?? [...new Set(normalised.flatMap((r) => Object.keys(r)))];
  if (columns.length === 0) throw new CsvExportError('empty-headers', 'Cannot export CSV: there are no headers (every value is undefined)');
  if (normalised.length === 0) throw new CsvExportError('empty-output', 'Cannot export CSV: the output would be empty');
  const lines = [columns.map(quote).join(','), ...normalised.map((r) => columns.map((c) => cell(r[c])).join(','))];
  return BOM + lines.join('\r\n') + '\r\n';
}

/**
 * Exports rows as data.csv. With no rows, calls `alert('No data to export')` and downloads nothing.
 * Returns the text written, for tests and callers that want it.
 */
export function exportCsv(rows: Array<Record<string, unknown>>, options: { alert: (message: string) => void; headers?: string[] }): string | null {
  if (rows.length === 0) {
    options.alert(NO_DATA_MESSAGE);
    return null;
  }
  if (typeof window === 'undefined' || typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') {
    throw new CsvExportError('not-a-browser', 'CSV download is only supported in a browser environment');
  }
  const text = buildCsv(rows, options.headers);
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = CSV_FILENAME;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return text;
}
