import type { RouteEntry } from '../http/router.ts';
import { emailRoutes } from './emails/emails.handlers.ts';
import { otpRoutes } from './otp/otp.handlers.ts';
import { passwordResetRoutes } from './password-reset/password-reset.handlers.ts';
import { contactChannelRoutes } from './contact-channels/contact-channels.handlers.ts';
import { emailTemplateRoutes } from './email-templates/email-templates.handlers.ts';
import { rootRoutes } from './root/root.handlers.ts';
import { projectRoutes } from './projects/projects.handlers.ts';
import { jwksRoutes } from './jwks/jwks.handlers.ts';
import { internalProjectRoutes } from './projects/internal-projects.handlers.ts';
import { apiKeyRoutes } from './api-keys/api-keys.handlers.ts';
import { userRoutes } from './users/users.handlers.ts';
import { authRoutes } from './auth/auth.module.ts';
import { sessionRoutes } from './sessions/sessions.handlers.ts';

/** Every API route, in the order the reference lists their groups. A new module adds one line. */
export const allRoutes: RouteEntry[] = [
  ...rootRoutes,
  ...projectRoutes,
  ...jwksRoutes,
  ...internalProjectRoutes,
  ...apiKeyRoutes,
  ...userRoutes,
  ...authRoutes,
  ...sessionRoutes,
  ...emailRoutes,
  ...otpRoutes,
  ...passwordResetRoutes,
  ...contactChannelRoutes,
  ...emailTemplateRoutes,
];
