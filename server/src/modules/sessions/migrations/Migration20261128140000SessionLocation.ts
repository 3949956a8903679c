import { Migration } from '@mikro-orm/migrations';

/**
 * The approximate location a session was last used from (issue 22 item 1), as a trusted edge
 * (Cloudflare, Vercel) reported it in headers; written with last_used_ip at sign-in and refresh.
 * Bounded by checks as the code bounds them (http/edge-location.ts). Null: unknown.
 */
export class Migration20261128140000SessionLocation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table user_session
        add column location_country_code text check (location_country_code ~ '^[A-Z]{2}$'),
        add column location_region_code text check (location_region_code ~ '^[A-Z0-9]{1,3}$'),
        add column location_city text check (char_length(location_city) between 1 and 100),
        add column location_latitude double precision check (location_latitude between -90 and 90),
        add column location_longitude double precision check (location_longitude between -180 and 180),
        add column location_tz text check (char_length(location_tz) between 1 and 64);
    `);
  }
}
