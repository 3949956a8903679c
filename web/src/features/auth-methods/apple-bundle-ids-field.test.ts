import { describe, expect, it } from 'vitest';
import { parseBundleIds } from './apple-bundle-ids-field.tsx';

describe('parseBundleIds', () => {
  it('splits on lines, commas and spaces, drops blanks and repeats', () => {
    expect(parseBundleIds(' com.example.app,\ncom.example.app.watch  com.example.app\n\n')).toEqual({ ids: ['com.example.app', 'com.example.app.watch'], invalid: [] });
    expect(parseBundleIds('   ')).toEqual({ ids: [], invalid: [] });
  });
  it('names what is not a bundle id', () => {
    expect(parseBundleIds('com.example.app, com/evil, .lead, trail.').invalid).toEqual(['com/evil', '.lead', 'trail.']);
  });
});
