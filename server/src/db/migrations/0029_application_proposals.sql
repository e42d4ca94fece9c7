ALTER TABLE "vacancy_applications" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "cover_letter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "proposed_rate" integer;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "status_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_applications_id_idx" ON "vacancy_applications" USING btree ("id");