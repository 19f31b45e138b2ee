import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Rate limits and login delays shared by every instance (issue 12). Not Payload collections: they are
// written by src/lib/rate-limit.ts (rate-limiter-flexible's RateLimiterPostgres, its own column layout,
// `expire` in epoch milliseconds) and src/server/accounts/throttle.ts, through a small pool of their own.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "rate_limits" (
    "key" text PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  );
  CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" ("expire");
  CREATE TABLE IF NOT EXISTS "login_failures" (
    "email" text NOT NULL,
    "address" text NOT NULL,
    "failures" integer NOT NULL,
    "last_at" bigint NOT NULL,
    "wait_until" bigint NOT NULL,
    PRIMARY KEY ("email", "address")
  );
  CREATE INDEX IF NOT EXISTS "login_failures_last_at_idx" ON "login_failures" ("last_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "login_failures";
  DROP TABLE IF EXISTS "rate_limits";`)
}
