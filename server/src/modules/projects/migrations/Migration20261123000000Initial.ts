// The first schema, written before each module carried its own migrations: it creates the tables
// of projects, keys, signing keys, users, contact channels, sessions and teams. Kept under its
// original name, which databases have recorded as applied.
import { Migration } from '@mikro-orm/migrations';

/**
 * The foundation schema. Written by hand (not generated) so the constraints that carry security
 * and correctness live in the database: one auth-enabled e-mail per project (partial unique
 * index), one primary channel per user, unique hashed secrets, and cascades so that deleting a
 * project or user leaves no orphan behind.
 */
export class Migration20261123000000Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table project (
        id text primary key,
        display_name text not null,
        description text not null default '',
        logo_url text,
        logo_full_url text,
        is_production_mode boolean not null default false,
        owner_team_id uuid,
        config jsonb not null,
        refresh_token_secret text not null,
        created_at timestamptz not null default now()
      );

      create table project_signing_key (
        kid text primary key,
        project_id text not null references project(id) on delete cascade,
        private_jwk jsonb not null,
        public_jwk jsonb not null,
        created_at timestamptz not null default now()
      );
      create index project_signing_key_project_idx on project_signing_key(project_id, created_at);

      create table api_key_set (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        description text not null,
        publishable_client_key_hash bytea unique,
        publishable_client_key_last_four text,
        secret_server_key_hash bytea unique,
        secret_server_key_last_four text,
        super_secret_admin_key_hash bytea unique,
        super_secret_admin_key_last_four text,
        expires_at timestamptz not null,
        manually_revoked_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index api_key_set_project_idx on api_key_set(project_id, created_at desc);

      create table team (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        display_name text not null,
        profile_image_url text,
        client_metadata jsonb,
        client_read_only_metadata jsonb,
        server_metadata jsonb,
        created_at timestamptz not null default now()
      );
      create index team_project_idx on team(project_id, created_at);
      alter table project add constraint project_owner_team_fk foreign key (owner_team_id) references team(id) on delete set null;

      create table project_user (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        display_name text,
        profile_image_url text,
        client_metadata jsonb,
        client_read_only_metadata jsonb,
        server_metadata jsonb,
        is_anonymous boolean not null default false,
        password_hash text,
        otp_auth_enabled boolean not null default false,
        passkey_auth_enabled boolean not null default false,
        totp_secret bytea,
        selected_team_id uuid references team(id) on delete set null,
        signed_up_at timestamptz not null default now(),
        last_active_at timestamptz not null default now()
      );
      create index project_user_signed_up_idx on project_user(project_id, signed_up_at, id);

      create table contact_channel (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        user_id uuid not null references project_user(id) on delete cascade,
        type text not null default 'email',
        value text not null,
        is_primary boolean not null default false,
        is_verified boolean not null default false,
        used_for_auth boolean not null default false,
        created_at timestamptz not null default now(),
        unique (user_id, type, value)
      );
      create unique index contact_channel_auth_value_uq on contact_channel(project_id, type, value) where used_for_auth;
      create unique index contact_channel_one_primary_uq on contact_channel(user_id, type) where is_primary;
      create index contact_channel_value_idx on contact_channel(project_id, value);

      create table user_session (
        id uuid primary key,
        project_id text not null references project(id) on delete cascade,
        user_id uuid not null references project_user(id) on delete cascade,
        refresh_token_hash bytea not null unique,
        previous_refresh_token_hash bytea unique,
        rotated_at timestamptz,
        is_impersonation boolean not null default false,
        created_at timestamptz not null default now(),
        last_used_at timestamptz not null default now(),
        expires_at timestamptz not null
      );
      create index user_session_user_idx on user_session(user_id, created_at desc);

      create table team_member (
        project_id text not null references project(id) on delete cascade,
        team_id uuid not null references team(id) on delete cascade,
        user_id uuid not null references project_user(id) on delete cascade,
        display_name text,
        profile_image_url text,
        created_at timestamptz not null default now(),
        primary key (team_id, user_id)
      );
      create index team_member_user_idx on team_member(user_id);

      create table team_member_permission (
        team_id uuid not null,
        user_id uuid not null,
        permission_id text not null,
        created_at timestamptz not null default now(),
        primary key (team_id, user_id, permission_id),
        foreign key (team_id, user_id) references team_member(team_id, user_id) on delete cascade
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table team_member_permission; drop table team_member; drop table user_session;
      drop table contact_channel; drop table project_user; alter table project drop constraint project_owner_team_fk;
      drop table team; drop table api_key_set; drop table project_signing_key; drop table project;
    `);
  }
}
