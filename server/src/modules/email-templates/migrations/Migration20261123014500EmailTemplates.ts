import { Migration } from '@mikro-orm/migrations';

/**
 * Admin-written e-mail templates, themes and drafts (TSX source). Built-in defaults live in code
 * under fixed ids; a row with such an id is the project's edited copy of that default.
 * A template's theme: `theme_id` null and `without_theme` false = the project's theme;
 * `without_theme` true = no theme (the API's `theme_id: false`).
 */
export class Migration20261123014500EmailTemplates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table email_theme (
        id uuid not null,
        project_id text not null references project(id) on delete cascade,
        display_name text not null,
        tsx_source text not null,
        created_at timestamptz not null default now(),
        primary key (project_id, id)
      );

      create table email_template (
        id uuid not null,
        project_id text not null references project(id) on delete cascade,
        display_name text not null,
        tsx_source text not null,
        theme_id uuid,
        without_theme boolean not null default false,
        created_at timestamptz not null default now(),
        primary key (project_id, id)
      );

      create table email_draft (
        id uuid not null,
        project_id text not null references project(id) on delete cascade,
        display_name text not null,
        tsx_source text not null,
        theme_id uuid,
        without_theme boolean not null default false,
        sent_at timestamptz,
        created_at timestamptz not null default now(),
        primary key (project_id, id)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table email_draft; drop table email_template; drop table email_theme;`);
  }
}
