import { z } from '../../http/zod.ts';
import { defineSettings } from '../../http/module.ts';

export const sessionSettings = defineSettings({
  key: 'sessions',
  schema: z.object({
    refreshTokenRotation: z
      .boolean()
      .describe('Refresh tokens rotate on use with reuse detection (Gatehouse addition); false keeps one refresh token per session for older clients. Legacy: refresh_token_rotation_enabled.'),
  }),
  defaults: { refreshTokenRotation: true },
});
