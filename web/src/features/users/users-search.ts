import { tableSearch } from '../../router/table-search.ts';

/** Status filter values: one per user (see userStatus), each a server filter of GET /users. */
export const USER_STATUSES = ['verified', 'unverified', 'anonymous'] as const;
/** Sign-in method filter values, each a flag of the user that GET /users filters on. */
export const SIGN_IN_METHODS = ['password', 'otp', 'passkey'] as const;

/**
 * The users table's URL. Only sign-up time sorts: the server pages by a keyset on (signed_up_at,
 * id) whose cursor is a user id, which anchors a page correctly only on a column that never changes
 * (last_active_at moves every minute a user is active; names and e-mails are nullable and edited).
 */
export const usersSearch = tableSearch({
  sortable: ['signed_up_at'],
  filters: { status: USER_STATUSES, method: SIGN_IN_METHODS },
  columns: ['email', 'status', 'method', 'signed_up_at', 'last_active_at'],
  cursorPaged: true,
});
