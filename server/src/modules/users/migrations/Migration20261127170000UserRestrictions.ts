import { Migration } from '@mikro-orm/migrations';

/**
 * Admin restriction, country and sign-up risk scores of a user (wire-contract §7.1). The checks
 * repeat the API's rules, so no writer can store what the API would refuse: a reason or private
 * details only on a restricted user, an ISO-2 country in upper case, scores 0..100.
 */
export class Migration20261127170000UserRestrictions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table project_user
        add column restricted_by_admin boolean not null default false,
        add column restricted_by_admin_reason text,
        add column restricted_by_admin_private_details text,
        add column country_code text check (country_code ~ '^[A-Z]{2}$'),
        add column sign_up_risk_score_bot smallint not null default 0 check (sign_up_risk_score_bot between 0 and 100),
        add column sign_up_risk_score_free_trial_abuse smallint not null default 0 check (sign_up_risk_score_free_trial_abuse between 0 and 100),
        add constraint project_user_restriction_details_ck
          check (restricted_by_admin or (restricted_by_admin_reason is null and restricted_by_admin_private_details is null));
    `);
  }
}
