import { Migration } from '@mikro-orm/migrations';

/**
 * The sign-in time of the browser session that completed a CLI login: the CLI's session carries it
 * instead of a fresh one (confirming a login in a signed-in browser is not signing in again), so a
 * stolen browser token cannot mint a session that counts as recently signed in.
 */
export class Migration20261127230100CliAuthSignedInAt extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table cli_auth_attempt add column signed_in_at timestamptz;');
  }
}
