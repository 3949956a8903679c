import { route, requireAuth } from '../../http/router.ts';
import { listOutboxEmails } from './emails.routes.ts';
import { listOutbox } from './outbox.service.ts';
import { toOutboxEmail } from './emails.dto.ts';

export const emailRoutes = [
  route(listOutboxEmails, async (c, { query }, deps, auth) => {
    const { items, nextCursor } = await listOutbox(deps.em, requireAuth(auth).project.id, { limit: query.limit, cursor: query.cursor });
    return c.json({ items: items.map(toOutboxEmail), is_paginated: true as const, pagination: { next_cursor: nextCursor } }, 200);
  }),
];
