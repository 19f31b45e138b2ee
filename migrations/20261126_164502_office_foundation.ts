import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_districts" AS ENUM('Agra', 'Aligarh', 'Ambedkar Nagar', 'Amethi', 'Amroha', 'Auraiya', 'Ayodhya', 'Azamgarh', 'Baghpat', 'Bahraich', 'Ballia', 'Balrampur', 'Banda', 'Barabanki', 'Bareilly', 'Basti', 'Bhadohi', 'Bijnor', 'Budaun', 'Bulandshahr', 'Chandauli', 'Chitrakoot', 'Deoria', 'Etah', 'Etawah', 'Farrukhabad', 'Fatehpur', 'Firozabad', 'Gautam Buddha Nagar', 'Ghaziabad', 'Ghazipur', 'Gonda', 'Gorakhpur', 'Hamirpur', 'Hapur', 'Hardoi', 'Hathras', 'Jalaun', 'Jaunpur', 'Jhansi', 'Kannauj', 'Kanpur Dehat', 'Kanpur Nagar', 'Kasganj', 'Kaushambi', 'Kushinagar', 'Lakhimpur Kheri', 'Lalitpur', 'Lucknow', 'Maharajganj', 'Mahoba', 'Mainpuri', 'Mathura', 'Mau', 'Meerut', 'Mirzapur', 'Moradabad', 'Muzaffarnagar', 'Pilibhit', 'Pratapgarh', 'Prayagraj', 'Raebareli', 'Rampur', 'Saharanpur', 'Sambhal', 'Sant Kabir Nagar', 'Shahjahanpur', 'Shamli', 'Shravasti', 'Siddharthnagar', 'Sitapur', 'Sonbhadra', 'Sultanpur', 'Unnao', 'Varanasi');
  CREATE TYPE "public"."enum_payments_method" AS ENUM('razorpay', 'cash', 'bank-transfer', 'upi', 'cheque', 'import');
  CREATE TYPE "public"."enum_member_events_action" AS ENUM('revoked', 'reinstated', 'offline-payment', 'receipt-sent', 'imported', 'import-updated', 'districts-changed', 'role-changed', 'second-factor-reset');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'coordinator' BEFORE 'member';
  CREATE TABLE "users_districts" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_districts",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "member_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer,
  	"actor_id" integer,
  	"action" "enum_member_events_action" NOT NULL,
  	"reason" varchar,
  	"details" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "renewal_settings_reminder_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL
  );
  
  CREATE TABLE "renewal_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"grace_date" varchar DEFAULT '03-31' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payments" ALTER COLUMN "provider_order_id" DROP NOT NULL;
  ALTER TABLE "payments" ADD COLUMN "method" "enum_payments_method" DEFAULT 'razorpay';
  ALTER TABLE "payments" ADD COLUMN "receipt_number" varchar;
  ALTER TABLE "payments" ADD COLUMN "reference" varchar;
  ALTER TABLE "payments" ADD COLUMN "received_on" timestamp(3) with time zone;
  ALTER TABLE "payments" ADD COLUMN "note" varchar;
  ALTER TABLE "payments" ADD COLUMN "recorded_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_events_id" integer;
  ALTER TABLE "users_districts" ADD CONSTRAINT "users_districts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_events" ADD CONSTRAINT "member_events_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_events" ADD CONSTRAINT "member_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "renewal_settings_reminder_steps" ADD CONSTRAINT "renewal_settings_reminder_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."renewal_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_districts_order_idx" ON "users_districts" USING btree ("order");
  CREATE INDEX "users_districts_parent_idx" ON "users_districts" USING btree ("parent_id");
  CREATE INDEX "member_events_member_idx" ON "member_events" USING btree ("member_id");
  CREATE INDEX "member_events_actor_idx" ON "member_events" USING btree ("actor_id");
  CREATE INDEX "member_events_action_idx" ON "member_events" USING btree ("action");
  CREATE INDEX "member_events_updated_at_idx" ON "member_events" USING btree ("updated_at");
  CREATE INDEX "member_events_created_at_idx" ON "member_events" USING btree ("created_at");
  CREATE INDEX "renewal_settings_reminder_steps_order_idx" ON "renewal_settings_reminder_steps" USING btree ("_order");
  CREATE INDEX "renewal_settings_reminder_steps_parent_id_idx" ON "renewal_settings_reminder_steps" USING btree ("_parent_id");
  ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_events_fk" FOREIGN KEY ("member_events_id") REFERENCES "public"."member_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payments_method_idx" ON "payments" USING btree ("method");
  CREATE UNIQUE INDEX "payments_receipt_number_idx" ON "payments" USING btree ("receipt_number");
  CREATE INDEX "payments_recorded_by_idx" ON "payments" USING btree ("recorded_by_id");
  CREATE INDEX "payload_locked_documents_rels_member_events_id_idx" ON "payload_locked_documents_rels" USING btree ("member_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_districts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "renewal_settings_reminder_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "renewal_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_districts" CASCADE;
  DROP TABLE "member_events" CASCADE;
  DROP TABLE "renewal_settings_reminder_steps" CASCADE;
  DROP TABLE "renewal_settings" CASCADE;
  ALTER TABLE "payments" DROP CONSTRAINT IF EXISTS "payments_recorded_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_member_events_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'member'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'member');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'member'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX IF EXISTS "payments_method_idx";
  DROP INDEX IF EXISTS "payments_receipt_number_idx";
  DROP INDEX IF EXISTS "payments_recorded_by_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_member_events_id_idx";
  ALTER TABLE "payments" ALTER COLUMN "provider_order_id" SET NOT NULL;
  ALTER TABLE "payments" DROP COLUMN "method";
  ALTER TABLE "payments" DROP COLUMN "receipt_number";
  ALTER TABLE "payments" DROP COLUMN "reference";
  ALTER TABLE "payments" DROP COLUMN "received_on";
  ALTER TABLE "payments" DROP COLUMN "note";
  ALTER TABLE "payments" DROP COLUMN "recorded_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_events_id";
  DROP TYPE "public"."enum_users_districts";
  DROP TYPE "public"."enum_payments_method";
  DROP TYPE "public"."enum_member_events_action";`)
}
