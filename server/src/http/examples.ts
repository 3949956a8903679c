/**
 * Realistic example values for the API reference, shared by the schemas that carry them, so a
 * response example shows a plausible token or id instead of the renderer's `"string"`.
 */
export const EXAMPLE_ID = '3f0b6d6e-3c0e-4a53-9b5b-2b4b2f1f6a10';
export const EXAMPLE_SESSION_ID = '8c2d4e1a-6b7f-4c3d-9e8a-1f2b3c4d5e6f';
export const EXAMPLE_ACCESS_TOKEN = 'eyJhbGciOiJFUzI1NiIsImtpZCI6Imc3cDJ4In0.eyJzdWIiOiIzZjBiNmQ2ZS0zYzBlLTRhNTMtOWI1Yi0yYjRiMmYxZjZhMTAifQ.MEUCIQDx…';
export const EXAMPLE_REFRESH_TOKEN = 'k2n8q4w7x1c9v3b6m0z5a8s2d4f7g1h3j6k9l2p5r8t0y';
export const EXAMPLE_EMAIL = 'ada@example.com';
