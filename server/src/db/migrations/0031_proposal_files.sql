ALTER TABLE "vacancy_applications" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "file_size" integer;