import { Migration } from '@mikro-orm/migrations';

/**
 * E-mail delivery moves onto the event dispatcher (email-delivery.ts). Runs after the events
 * tables exist (Migration20261128010000DomainEvents). The delivery subscriber is declared here,
 * not only when a server starts, so a mail queued into a database no server has run on yet
 * (seeding tools, tests) still gets its delivery; and every mail still queued from before gets
 * its `email.queued` event and delivery, due when the old worker would have tried it.
 */
export class Migration20261128012000EmailDeliveryEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`insert into event_subscriber (name, types) values ('emails.delivery', array['email.queued']) on conflict (name) do nothing;`);
    this.addSql(`insert into domain_event (id, project_id, type, subject, data, created_at)
      select gen_random_uuid(), project_id, 'email.queued', id::text, jsonb_build_object('email_id', id), created_at
      from email_outbox where status = 'queued';`);
    this.addSql(`insert into event_delivery (event_id, subscriber, next_attempt_at)
      select e.id, 'emails.delivery', o.next_attempt_at
      from domain_event e join email_outbox o on o.id::text = e.subject
      where e.type = 'email.queued' and o.status = 'queued';`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from domain_event where type = 'email.queued';`);
    this.addSql(`delete from event_subscriber where name = 'emails.delivery';`);
  }
}
