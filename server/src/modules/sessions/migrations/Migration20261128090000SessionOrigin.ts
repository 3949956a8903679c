import { Migration } from '@mikro-orm/migrations';

/**
 * What tells a user's sessions apart (issue 22 item 1): how the session was signed in, and the
 * user agent and client address it was last used from (set at sign-in, updated by refresh in the
 * refresh's own UPDATE). Bounded by checks as the code bounds them (request-origin.ts). Sessions
 * from before this migration have none of them: the list shows them as unknown.
 */
export class Migration20261128090000SessionOrigin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table user_session
        add column sign_in_method text check (sign_in_method in ('password', 'otp', 'passkey', 'oauth', 'anonymous', 'cli', 'impersonation', 'server')),
        add column user_agent text check (char_length(user_agent) <= 512),
        add column last_used_ip text check (char_length(last_used_ip) <= 45);
    `);
  }
}
