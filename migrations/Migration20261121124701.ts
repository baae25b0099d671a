import { Migration } from '@mikro-orm/migrations';

export class Migration20261121124701 extends Migration {

  override name = 'Migration20261121124701';

  override up(): void | Promise<void> {
    this.addSql(`create table "invoice_counters" ("year" serial primary key, "last" int not null);`);

    this.addSql(`create table "operator_actions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "action" varchar(32) not null, "user_id" uuid null, "user_email" varchar(254) not null, "reason" varchar(300) not null, "details" jsonb not null, "actor" varchar(80) not null, primary key ("id"));`);
    this.addSql(`create index "operator_actions_user_id_index" on "operator_actions" ("user_id");`);

    this.addSql(`create table "sandbox_payments" ("id" varchar(40) not null, "order_id" uuid not null, "amount" int not null, "currency" varchar(3) not null, "label" varchar(120) not null, "customer_email" varchar(254) not null, "success_url" text not null, "cancel_url" text not null, "callback_url" text not null, "status" text not null default 'open', "created_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`);

    this.addSql(`create table "subscriptions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "plan" varchar(16) not null, "status" text not null default 'active', "current_period_start" timestamptz not null, "current_period_end" timestamptz not null, "renewal_reminders" boolean not null default true, "cancel_at_period_end" boolean not null default false, "next_plan" varchar(16) null, "reminder_sent_for" timestamptz null, "ended_at" timestamptz null, "status_reason" varchar(300) null, primary key ("id"));`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "orders" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid null, "kind" text not null, "product" varchar(16) not null, "amount_xof" int not null, "currency" varchar(3) not null default 'XOF', "provider" varchar(16) not null, "provider_ref" varchar(120) null, "status" text not null default 'pending', "checkout_url" text null, "success_url" text not null, "cancel_url" text not null, "payment_method" varchar(60) null, "paid_at" timestamptz null, "failure_reason" varchar(300) null, "credits_granted" int null, "period_start" timestamptz null, "period_end" timestamptz null, "last_checked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "orders_user_id_created_at_index" on "orders" ("user_id", "created_at");`);
    this.addSql(`alter table "orders" add constraint "orders_provider_provider_ref_unique" unique ("provider", "provider_ref");`);

    this.addSql(`create table "subscription_periods" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "subscription_id" uuid not null, "order_id" uuid null, "plan" varchar(16) not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "source" varchar(16) not null, "voided_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "subscription_periods" add constraint "subscription_periods_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "subscription_periods_subscription_id_ends_at_index" on "subscription_periods" ("subscription_id", "ends_at");`);

    this.addSql(`create table "payment_notifications" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "provider" varchar(16) not null, "provider_ref" varchar(120) null, "order_id" uuid null, "headers" jsonb not null, "raw_body" text not null, "ip" varchar(64) null, "verified" boolean not null default false, "outcome" varchar(32) not null default 'received', primary key ("id"));`);
    this.addSql(`create index "payment_notifications_order_id_index" on "payment_notifications" ("order_id");`);
    this.addSql(`create index "payment_notifications_provider_provider_ref_index" on "payment_notifications" ("provider", "provider_ref");`);

    this.addSql(`create table "invoices" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "order_id" uuid not null, "user_id" uuid null, "number" varchar(20) not null, "year" int not null, "sequence" int not null, "issued_at" timestamptz not null, "customer_name" varchar(80) not null, "customer_email" varchar(254) not null, "label" varchar(120) not null, "detail" varchar(200) null, "ht_xof" int not null, "tva_xof" int not null, "ttc_xof" int not null, "payment_method" varchar(60) not null, "provider_label" varchar(40) not null, "provider_ref" varchar(120) not null, "editor" jsonb not null, "pdf_key" varchar(200) null, "mailed_at" timestamptz null, "retain_until" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "invoices" add constraint "invoices_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "invoices_user_id_index" on "invoices" ("user_id");`);
    this.addSql(`alter table "invoices" add constraint "invoices_number_unique" unique ("number");`);
    this.addSql(`alter table "invoices" add constraint "invoices_year_sequence_unique" unique ("year", "sequence");`);

    this.addSql(`alter table "mail_messages" add "attachments" jsonb null;`);

    this.addSql(`alter table "credit_entries" drop constraint "credit_entries_kind_check";`);
    this.addSql(`alter table "credit_entries" add "starts_at" timestamptz null;`);
    this.addSql(`alter table "credit_entries" add constraint "credit_entries_kind_check" check ("kind" in ('grant', 'spend', 'refund', 'expire'));`);

    this.addSql(`alter table "sandbox_payments" add constraint "sandbox_payments_status_check" check ("status" in ('open', 'paid', 'cancelled', 'failed'));`);

    this.addSql(`alter table "subscriptions" add constraint "subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_status_check" check ("status" in ('active', 'ending', 'ended', 'terminated'));`);

    this.addSql(`alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_kind_check" check ("kind" in ('plan', 'pack'));`);
    this.addSql(`alter table "orders" add constraint "orders_status_check" check ("status" in ('pending', 'paid', 'failed', 'cancelled'));`);

    this.addSql(`alter table "subscription_periods" add constraint "subscription_periods_subscription_id_foreign" foreign key ("subscription_id") references "subscriptions" ("id") on delete cascade;`);
    this.addSql(`alter table "subscription_periods" add constraint "subscription_periods_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete set null;`);

    this.addSql(`alter table "payment_notifications" add constraint "payment_notifications_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete set null;`);

    this.addSql(`alter table "invoices" add constraint "invoices_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict;`);
    this.addSql(`alter table "invoices" add constraint "invoices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subscription_periods" drop constraint "subscription_periods_subscription_id_foreign";`);
    this.addSql(`alter table "subscription_periods" drop constraint "subscription_periods_order_id_foreign";`);
    this.addSql(`alter table "payment_notifications" drop constraint "payment_notifications_order_id_foreign";`);
    this.addSql(`alter table "invoices" drop constraint "invoices_order_id_foreign";`);

    this.addSql(`drop table if exists "invoice_counters" cascade;`);
    this.addSql(`drop table if exists "operator_actions" cascade;`);
    this.addSql(`drop table if exists "sandbox_payments" cascade;`);
    this.addSql(`drop table if exists "subscriptions" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
    this.addSql(`drop table if exists "subscription_periods" cascade;`);
    this.addSql(`drop table if exists "payment_notifications" cascade;`);
    this.addSql(`drop table if exists "invoices" cascade;`);

    this.addSql(`alter table "credit_entries" drop constraint "credit_entries_kind_check";`);
    this.addSql(`alter table "credit_entries" drop column "starts_at";`);
    this.addSql(`alter table "credit_entries" add constraint "credit_entries_kind_check" check ("kind" in ('grant', 'spend', 'refund'));`);

    this.addSql(`alter table "mail_messages" drop column "attachments";`);
  }

}
