import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 30, privacy:
// - contact_submissions.sender_id: the account that sent a message while signed in. A member's data
//   export lists only those (never a message that merely carries their unverified address).
// - Erasure placeholders that pass Payload's e-mail rule: 'erased-<id>@invalid' (no dot in the domain)
//   made every later edit of the row fail (the office resolving the contact message: a 500). Rows erased
//   before are moved to 'erased-<id>@erased.invalid' (src/domain/erasure.ts).
// - EHRMS codes unique in any letter case: a unique index on lower(ehrms). Accounts that already share a
//   code in another case (before this rule) stay out of the index, oldest first in: the migration cannot
//   choose between two people; the office corrects them in /cms and the rest of the site refuses new ones.

const OLD_PLACEHOLDER = '^(erased-[0-9]+)@invalid$'
const NEW_PLACEHOLDER = '\\1@erased.invalid'

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_submissions" ADD COLUMN "sender_id" integer;
  ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contact_submissions_sender_idx" ON "contact_submissions" USING btree ("sender_id");`)

  // users.email is unique: an account that somehow holds the new form already keeps its erased twin on the old one.
  await db.execute(sql`UPDATE "users" u SET "email" = regexp_replace(u."email", ${OLD_PLACEHOLDER}, ${NEW_PLACEHOLDER})
    WHERE u."email" ~ ${OLD_PLACEHOLDER} AND NOT EXISTS (SELECT 1 FROM "users" o WHERE o."email" = regexp_replace(u."email", ${OLD_PLACEHOLDER}, ${NEW_PLACEHOLDER}))`)
  await db.execute(sql`UPDATE "contact_submissions" SET "email" = regexp_replace("email", ${OLD_PLACEHOLDER}, ${NEW_PLACEHOLDER}) WHERE "email" ~ ${OLD_PLACEHOLDER}`)
  await db.execute(sql`UPDATE "mail_outbox" SET "recipient" = regexp_replace("recipient", ${OLD_PLACEHOLDER}, ${NEW_PLACEHOLDER}) WHERE "recipient" ~ ${OLD_PLACEHOLDER}`)

  const shared = await db.execute(sql`SELECT id, ehrms FROM (
      SELECT id, ehrms, row_number() OVER (PARTITION BY lower(ehrms) ORDER BY id) AS n FROM users WHERE ehrms IS NOT NULL
    ) d WHERE n > 1 ORDER BY id`)
  const left = (shared.rows as { id: number; ehrms: string }[]).map((r) => Number(r.id))
  if (left.length === 0) {
    await db.execute(sql`CREATE UNIQUE INDEX "users_ehrms_lower_idx" ON "users" USING btree (lower("ehrms"))`)
  } else {
    // Integers from the query above, not input.
    await db.execute(sql.raw(`CREATE UNIQUE INDEX "users_ehrms_lower_idx" ON "users" USING btree (lower("ehrms")) WHERE "id" NOT IN (${left.join(', ')})`))
    payload.logger.warn({ accounts: left }, 'EHRMS codes shared by several accounts in another letter case: correct these accounts in /cms (Users)')
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "users_ehrms_lower_idx";
   ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_sender_id_users_id_fk";
  
  DROP INDEX "contact_submissions_sender_idx";
  ALTER TABLE "contact_submissions" DROP COLUMN "sender_id";`)
}
