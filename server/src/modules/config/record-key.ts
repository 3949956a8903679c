import { z } from '../../http/zod.ts';

/** The key of a record entry in settings (a trusted domain's id, a provider config id): no dots, since dotted paths address settings. */
export const recordKey = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only (1-64)');
