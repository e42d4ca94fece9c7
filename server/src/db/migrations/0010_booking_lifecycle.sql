ALTER TABLE "econsultation_bookings" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "econsultation_settings" ADD COLUMN "cancellation_notice_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "econsultation_settings" ADD COLUMN "min_notice_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "econsultation_settings" ADD COLUMN "horizon_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "econsultation_settings" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD CONSTRAINT "econsultation_bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD CONSTRAINT "econsultation_bookings_status" CHECK ("econsultation_bookings"."status" in ('confirmed', 'cancelled'));--> statement-breakpoint
-- Custom: a cancelled booking frees its time, so the no-overlap rule holds among bookings that are not cancelled.
ALTER TABLE "econsultation_bookings" DROP CONSTRAINT "econsultation_bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD CONSTRAINT "econsultation_bookings_no_overlap" EXCLUDE USING gist ("freelancer_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled');
