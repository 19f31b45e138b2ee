import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "gallery_thumbnails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'gallery-photos/thumbnails',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "user_exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"exported_by_id" integer NOT NULL,
  	"row_count" numeric NOT NULL,
  	"completed" boolean DEFAULT false NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "photos" ADD COLUMN "thumbnail_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gallery_thumbnails_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "user_exports_id" integer;
  ALTER TABLE "user_exports" ADD CONSTRAINT "user_exports_exported_by_id_users_id_fk" FOREIGN KEY ("exported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "gallery_thumbnails_updated_at_idx" ON "gallery_thumbnails" USING btree ("updated_at");
  CREATE INDEX "gallery_thumbnails_created_at_idx" ON "gallery_thumbnails" USING btree ("created_at");
  CREATE UNIQUE INDEX "gallery_thumbnails_filename_idx" ON "gallery_thumbnails" USING btree ("filename");
  CREATE INDEX "user_exports_exported_by_idx" ON "user_exports" USING btree ("exported_by_id");
  CREATE INDEX "user_exports_updated_at_idx" ON "user_exports" USING btree ("updated_at");
  CREATE INDEX "user_exports_created_at_idx" ON "user_exports" USING btree ("created_at");
  ALTER TABLE "photos" ADD CONSTRAINT "photos_thumbnail_id_gallery_thumbnails_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."gallery_thumbnails"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_thumbnails_fk" FOREIGN KEY ("gallery_thumbnails_id") REFERENCES "public"."gallery_thumbnails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_user_exports_fk" FOREIGN KEY ("user_exports_id") REFERENCES "public"."user_exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "photos_thumbnail_idx" ON "photos" USING btree ("thumbnail_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_thumbnails_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_thumbnails_id");
  CREATE INDEX "payload_locked_documents_rels_user_exports_id_idx" ON "payload_locked_documents_rels" USING btree ("user_exports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gallery_thumbnails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "user_exports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gallery_thumbnails" CASCADE;
  DROP TABLE "user_exports" CASCADE;
  ALTER TABLE "photos" DROP CONSTRAINT IF EXISTS "photos_thumbnail_id_gallery_thumbnails_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_gallery_thumbnails_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_user_exports_fk";
  
  DROP INDEX IF EXISTS "photos_thumbnail_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_gallery_thumbnails_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_user_exports_id_idx";
  ALTER TABLE "photos" DROP COLUMN "thumbnail_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gallery_thumbnails_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "user_exports_id";`)
}
