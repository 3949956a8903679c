import { Migration } from '@mikro-orm/migrations';

/**
 * When the session's user last proved who they are (a sign-in of any method, or a confirmation
 * with the current password or a TOTP code). Changes that would let a stolen token keep an account
 * (sign-in address, TOTP, passkeys, API keys) need it to be recent. Refresh does not move it, and
 * a session continued for another holder (cross-domain handoff, CLI login) carries the original's.
 * Existing sessions count as signed in when they were created.
 */
export class Migration20261127230000SessionSignedInAt extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table user_session add column signed_in_at timestamptz;
      update user_session set signed_in_at = created_at;
      alter table user_session alter column signed_in_at set not null, alter column signed_in_at set default now();
    `);
  }
}
