import { Migration } from '@mikro-orm/migrations';

/**
 * When the user last proved the password or a sign-in address in a way a stolen access token
 * cannot: sign-up, a password reset (a link mailed to the address), an e-mailed code that claimed
 * the account. A password reset removes the passkeys and API keys added after it (address-proof
 * module). Existing users count from their sign-up, the earliest moment anything could be added.
 */
export class Migration20261127210000CredentialsProvedAt extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table project_user add column credentials_proved_at timestamptz not null default now();`);
    this.addSql(`update project_user set credentials_proved_at = signed_up_at;`);
  }
}
