import { Migration } from '@mikro-orm/migrations';

/**
 * OAuth sign-in (wire-contract §9.6-§9.8): the pending flows between authorize and callback, the
 * authorization codes between callback and token exchange, and the provider accounts linked to
 * users. Every row belongs to its project (and its user) by cascading keys: deleting either
 * removes them in the same transaction. Secrets are stored only as digests (states, codes) or
 * encrypted (provider tokens, the inner PKCE verifier).
 */
export class Migration20261127000300OAuthSignIn extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table oauth_flow_state (
        state_hash bytea primary key,
        project_id text not null references project(id) on delete cascade,
        provider_id text not null,
        outer_params jsonb not null,
        code_verifier_sealed text not null,
        nonce text not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );
      create index oauth_flow_state_expires_idx on oauth_flow_state (expires_at);

      create table oauth_authorization_code (
        code_hash bytea primary key,
        project_id text not null references project(id) on delete cascade,
        user_id uuid not null references project_user(id) on delete cascade,
        redirect_uri text not null,
        code_challenge text not null,
        is_new_user boolean not null,
        after_callback_redirect_url text,
        expires_at timestamptz not null
      );
      create index oauth_authorization_code_expires_idx on oauth_authorization_code (expires_at);

      create table oauth_account (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        user_id uuid not null references project_user(id) on delete cascade,
        provider_id text not null,
        account_id text not null,
        email text,
        allow_sign_in boolean not null default true,
        allow_connected_accounts boolean not null default true,
        access_token_sealed text,
        refresh_token_sealed text,
        access_token_expires_at timestamptz,
        scopes text,
        created_at timestamptz not null default now(),
        constraint oauth_account_provider_account_uq unique (project_id, provider_id, account_id)
      );
      create index oauth_account_user_idx on oauth_account (user_id);
    `);
  }
}
