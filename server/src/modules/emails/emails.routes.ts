import { defineRoute } from '../../http/router.ts';
import { OutboxList, OutboxListQuery } from './emails.schemas.ts';

export const listOutboxEmails = defineRoute({
  method: 'get',
  path: '/internal/emails',
  operationId: 'listOutboxEmails',
  tag: 'Emails',
  summary: "List the project's outgoing e-mails",
  description:
    'The outbox of the current project, newest first, with each e-mail\'s delivery status, attempts and last SMTP error. Without a server-wide SMTP server, mail of projects on the shared e-mail server is kept here (status `kept_in_dev_inbox`) instead of being sent: this is the development inbox. Paginated: pass `pagination.next_cursor` as `cursor`.',
  access: { types: ['admin'] },
  request: { query: OutboxListQuery },
  response: { status: 200, description: 'One page of the outbox.', schema: OutboxList },
  errors: [],
});
