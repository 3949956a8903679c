import { z } from '../../http/zod.ts';
import { def, defineErrors } from '../../http/errors.ts';

const message = z.object({ message: z.string() });

/** The known errors the config module owns (wire-contract §9.20: invalid JSON and schema violations are 400s naming the problem). */
export const configErrors = defineErrors({
  CONFIG_OVERRIDE_INVALID_JSON: def({
    status: 400,
    details: message,
    message: (d) => `The config override is not a valid JSON object: ${d.message}`,
  }),
  CONFIG_OVERRIDE_INVALID: def({
    status: 400,
    details: message,
    message: (d) => `The config override breaks the config schema (nothing was changed):\n${d.message}`,
  }),
  CONFIG_OVERRIDE_TOO_LARGE: def({
    status: 400,
    details: z.object({ max_bytes: z.number().int() }),
    message: (d) => `A config override document may hold at most ${d.max_bytes} bytes of JSON (nothing was changed).`,
  }),
  CONFIG_SOURCE_REQUIRED: def({
    status: 400,
    message: 'Replacing the branch override needs `source`: where the branch config comes from ({"type": "unlinked"} if nowhere).',
  }),
  CONFIG_LEVEL_REQUIRES_ADMIN_ACCESS: def({
    status: 403,
    details: z.object({ level: z.string() }),
    message: (d) => `Server access may read only the branch config override; the ${d.level} override needs admin access.`,
  }),
});

type ConfigErrors = typeof configErrors;
declare module '../../http/errors.ts' {
  interface KnownErrorRegistry extends ConfigErrors {}
}
