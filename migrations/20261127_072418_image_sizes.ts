import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "images" ADD COLUMN "sizes_logo_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_logo_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_logo_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_logo_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_logo_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_logo_filename" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_logo2x_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_logo2x_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_logo2x_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_logo2x_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_logo2x_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_logo2x_filename" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_small_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_small_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_small_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_small_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_small_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_small_filename" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_medium_filename" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_large_url" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_large_width" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_large_height" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_large_mime_type" varchar;
  ALTER TABLE "images" ADD COLUMN "sizes_large_filesize" numeric;
  ALTER TABLE "images" ADD COLUMN "sizes_large_filename" varchar;
  ALTER TABLE "gallery_images" ADD COLUMN "sizes_medium_url" varchar;
  ALTER TABLE "gallery_images" ADD COLUMN "sizes_medium_width" numeric;
  ALTER TABLE "gallery_images" ADD COLUMN "sizes_medium_height" numeric;
  ALTER TABLE "gallery_images" ADD COLUMN "sizes_medium_mime_type" varchar;
  ALTER TABLE "gallery_images" ADD COLUMN "sizes_medium_filesize" numeric;
  ALTER TABLE "gallery_images" ADD COLUMN "sizes_medium_filename" varchar;
  CREATE INDEX "images_sizes_logo_sizes_logo_filename_idx" ON "images" USING btree ("sizes_logo_filename");
  CREATE INDEX "images_sizes_logo2x_sizes_logo2x_filename_idx" ON "images" USING btree ("sizes_logo2x_filename");
  CREATE INDEX "images_sizes_small_sizes_small_filename_idx" ON "images" USING btree ("sizes_small_filename");
  CREATE INDEX "images_sizes_medium_sizes_medium_filename_idx" ON "images" USING btree ("sizes_medium_filename");
  CREATE INDEX "images_sizes_large_sizes_large_filename_idx" ON "images" USING btree ("sizes_large_filename");
  CREATE INDEX "gallery_images_sizes_medium_sizes_medium_filename_idx" ON "gallery_images" USING btree ("sizes_medium_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "images_sizes_logo_sizes_logo_filename_idx";
  DROP INDEX "images_sizes_logo2x_sizes_logo2x_filename_idx";
  DROP INDEX "images_sizes_small_sizes_small_filename_idx";
  DROP INDEX "images_sizes_medium_sizes_medium_filename_idx";
  DROP INDEX "images_sizes_large_sizes_large_filename_idx";
  DROP INDEX "gallery_images_sizes_medium_sizes_medium_filename_idx";
  ALTER TABLE "images" DROP COLUMN "sizes_logo_url";
  ALTER TABLE "images" DROP COLUMN "sizes_logo_width";
  ALTER TABLE "images" DROP COLUMN "sizes_logo_height";
  ALTER TABLE "images" DROP COLUMN "sizes_logo_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_logo_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_logo_filename";
  ALTER TABLE "images" DROP COLUMN "sizes_logo2x_url";
  ALTER TABLE "images" DROP COLUMN "sizes_logo2x_width";
  ALTER TABLE "images" DROP COLUMN "sizes_logo2x_height";
  ALTER TABLE "images" DROP COLUMN "sizes_logo2x_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_logo2x_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_logo2x_filename";
  ALTER TABLE "images" DROP COLUMN "sizes_small_url";
  ALTER TABLE "images" DROP COLUMN "sizes_small_width";
  ALTER TABLE "images" DROP COLUMN "sizes_small_height";
  ALTER TABLE "images" DROP COLUMN "sizes_small_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_small_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_small_filename";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_url";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_width";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_height";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_medium_filename";
  ALTER TABLE "images" DROP COLUMN "sizes_large_url";
  ALTER TABLE "images" DROP COLUMN "sizes_large_width";
  ALTER TABLE "images" DROP COLUMN "sizes_large_height";
  ALTER TABLE "images" DROP COLUMN "sizes_large_mime_type";
  ALTER TABLE "images" DROP COLUMN "sizes_large_filesize";
  ALTER TABLE "images" DROP COLUMN "sizes_large_filename";
  ALTER TABLE "gallery_images" DROP COLUMN "sizes_medium_url";
  ALTER TABLE "gallery_images" DROP COLUMN "sizes_medium_width";
  ALTER TABLE "gallery_images" DROP COLUMN "sizes_medium_height";
  ALTER TABLE "gallery_images" DROP COLUMN "sizes_medium_mime_type";
  ALTER TABLE "gallery_images" DROP COLUMN "sizes_medium_filesize";
  ALTER TABLE "gallery_images" DROP COLUMN "sizes_medium_filename";`)
}
