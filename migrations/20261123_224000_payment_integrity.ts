import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Payment integrity (issue 12). Not Payload collections, so no schema snapshot changes:
// - sandbox_orders / sandbox_payments / sandbox_refunds: the local sandbox gateway's state, shared by
//   every instance and kept across restarts, as Razorpay keeps real orders.
// - payment_duplicates: a capture for a year that was already paid, to be refunded (src/server/payments/refunds.ts).

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "sandbox_orders" (
    "id" varchar PRIMARY KEY,
    "amount" integer NOT NULL,
    "currency" varchar NOT NULL DEFAULT 'INR',
    "receipt" varchar,
    "status" varchar NOT NULL DEFAULT 'created',
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE TABLE "sandbox_payments" (
    "id" varchar PRIMARY KEY,
    "order_id" varchar NOT NULL,
    "status" varchar NOT NULL,
    "amount" integer NOT NULL,
    "currency" varchar NOT NULL DEFAULT 'INR',
    "amount_refunded" integer NOT NULL DEFAULT 0,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" ("order_id");
  CREATE TABLE "sandbox_refunds" (
    "id" varchar PRIMARY KEY,
    "payment_id" varchar NOT NULL,
    "amount" integer NOT NULL,
    "idempotency_key" varchar NOT NULL UNIQUE,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE TABLE "payment_duplicates" (
    "id" serial PRIMARY KEY,
    "provider_payment_id" varchar NOT NULL UNIQUE,
    "provider_order_id" varchar NOT NULL,
    "user_id" integer,
    "membership_year" varchar NOT NULL,
    "amount" integer NOT NULL,
    "currency" varchar NOT NULL DEFAULT 'INR',
    "reason" varchar NOT NULL,
    "status" varchar NOT NULL DEFAULT 'to-refund' CHECK ("status" IN ('to-refund', 'refunded', 'failed')),
    "refund_id" varchar,
    "attempts" integer NOT NULL DEFAULT 0,
    "last_error" varchar,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "updated_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX "payment_duplicates_status_idx" ON "payment_duplicates" ("status");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "payment_duplicates"; DROP TABLE "sandbox_refunds"; DROP TABLE "sandbox_payments"; DROP TABLE "sandbox_orders";`)
}
