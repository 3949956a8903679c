import { route } from '../../http/router.ts';
import type { ModuleManifest } from '../../http/module.ts';
import * as routes from './emails.routes.ts';
import * as h from './emails.handlers.ts';
import { emailsErrors } from './emails.errors.ts';
import { EmailOutbox, NotificationPreference } from './emails.entity.ts';
import { Migration20261123014000EmailsAndCodes } from './migrations/Migration20261123014000EmailsAndCodes.ts';
import { Migration20261123015000OutboxHeaders } from './migrations/Migration20261123015000OutboxHeaders.ts';
import { emailServerSettings } from './emails.settings.ts';

/** E-mail the project sends: the outbox and its worker, sending, notification preferences, unsubscribe. */
export const emailsModule: ModuleManifest = {
  name: 'emails',
  settings: emailServerSettings,
  tags: [{ name: 'Emails', description: 'E-mail sent by the project: sending, the outbox, notification preferences.', group: 'Server' }],
  routes: [
    route(routes.listOutboxEmails, h.listOutboxEmailsHandler),
    route(routes.listNotificationPreferences, h.listNotificationPreferencesHandler),
    route(routes.updateNotificationPreference, h.updateNotificationPreferenceHandler),
    route(routes.sendEmail, h.sendEmailHandler),
    route(routes.unsubscribeLink, h.unsubscribeLinkHandler),
    route(routes.sendTestEmail, h.sendTestEmailHandler),
    route(routes.sendSignInInvitation, h.sendSignInInvitationHandler),
    route(routes.unsubscribeOneClick, h.unsubscribeOneClickHandler),
  ],
  errors: emailsErrors,
  entities: [EmailOutbox, NotificationPreference],
  migrations: [
    { name: 'Migration20261123014000EmailsAndCodes', class: Migration20261123014000EmailsAndCodes },
    { name: 'Migration20261123015000OutboxHeaders', class: Migration20261123015000OutboxHeaders },
  ],
};
