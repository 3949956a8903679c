import { Migration } from '@mikro-orm/migrations';

/**
 * The replay guard remembers which secret its step belongs to (SHA-256 of the secret, never the
 * secret itself): a secret set anew starts with no used step, so its first code is accepted even in
 * the step the old secret last signed in with. Rows from before have no digest and keep the plain
 * step rule until their next sign-in records one.
 */
export class Migration20261127150000TotpUsedStepSecretDigest extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table totp_used_step add column secret_digest bytea;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table totp_used_step drop column secret_digest;');
  }
}
