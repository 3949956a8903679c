import { Migration } from '@mikro-orm/migrations';

/**
 * Team invitations are verification codes (type TEAM_INVITATION, wire-contract §8) that name their
 * team in `team_id`. The foreign key, ON DELETE CASCADE, takes a team's invitations along in the
 * very statement (and transaction) that deletes the team, so no invitation outlives its team.
 *
 * The indexes serve the two listings: a team's invitations, and the invitations to a user's
 * verified addresses (`data->>'recipient_email'`, stored lower-cased).
 */
export class Migration20261126000100TeamInvitationCodes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table verification_code add column team_id uuid references team(id) on delete cascade;
      create index verification_code_team_idx on verification_code (project_id, team_id) where team_id is not null;
      create index verification_code_recipient_idx on verification_code (project_id, (data->>'recipient_email')) where type = 'TEAM_INVITATION';
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index verification_code_recipient_idx;
      drop index verification_code_team_idx;
      alter table verification_code drop column team_id;
    `);
  }
}
