import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 30: which admin ADMIN_TOTP_SECRET was enrolled for (src/server/bootstrap-admin.ts), so a start
// enrols a configured secret once and never again after another admin has reset that factor. The secret
// itself is not kept: an HMAC of it under PAYLOAD_SECRET tells one configured secret from the next.
// Not a Payload collection (like demo_seed): nothing to edit in the CMS, and no Payload schema changes.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "configured_second_factor" (
    "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "fingerprint" varchar NOT NULL,
    "seen_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    PRIMARY KEY ("user_id", "fingerprint")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "configured_second_factor";`)
}
