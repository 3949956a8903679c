import { Project } from '../modules/projects/projects.entity.ts';
import { ApiKeySet } from '../modules/api-keys/api-keys.entity.ts';
import { ProjectSigningKey } from '../modules/jwks/jwks.entity.ts';
import { ProjectUser, ContactChannel } from '../modules/users/users.entity.ts';
import { UserSession } from '../modules/sessions/sessions.entity.ts';
import { Team, TeamMember, TeamMemberPermission } from '../modules/teams/teams.entity.ts';
import { VerificationCode } from '../modules/verification-codes/verification-codes.entity.ts';
import { EmailOutbox, NotificationPreference } from '../modules/emails/emails.entity.ts';
import { EmailTheme, EmailTemplate, EmailDraft } from '../modules/email-templates/email-templates.entity.ts';

/** Every entity MikroORM maps; a new module adds its entities here. */
export const entities = [Project, ApiKeySet, ProjectSigningKey, ProjectUser, ContactChannel, UserSession, Team, TeamMember, TeamMemberPermission,
  VerificationCode, EmailOutbox, NotificationPreference, EmailTheme, EmailTemplate, EmailDraft];
