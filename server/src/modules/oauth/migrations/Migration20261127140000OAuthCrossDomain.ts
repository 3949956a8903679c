import { Migration } from '@mikro-orm/migrations';

/**
 * Cross-domain handoff codes (wire-contract §9.8): an authorization code may be bound to an
 * existing session instead of a fresh sign-in. The key cascades from the session, so revoking or
 * expiring-and-deleting the session removes its pending codes in the same statement: a code can
 * never outlive the session it hands over. The session's refresh token is kept sealed (AES-GCM,
 * token-cipher.ts), never in clear, and only for the code's 5 minutes.
 */
export class Migration20261127140000OAuthCrossDomain extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table oauth_authorization_code
        add column session_id uuid references user_session(id) on delete cascade,
        add column refresh_token_sealed text;
      create index oauth_authorization_code_session_idx on oauth_authorization_code (session_id) where session_id is not null;
    `);
  }
}
