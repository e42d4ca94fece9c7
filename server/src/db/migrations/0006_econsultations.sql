CREATE TABLE "econsultation_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"booked_by" uuid NOT NULL,
	"client_name" text NOT NULL,
	"client_organization" text DEFAULT '' NOT NULL,
	"client_email" text NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"requirements" text NOT NULL,
	"preference_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"propose_alternate_date" text DEFAULT '' NOT NULL,
	"client_timezone" text NOT NULL,
	"freelancer_timezone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hourly_rate" text NOT NULL,
	"total_fees" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "econsultation_bookings_end_after_start" CHECK ("econsultation_bookings"."ends_at" > "econsultation_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "econsultation_settings" (
	"freelancer_id" uuid PRIMARY KEY NOT NULL,
	"availability" jsonb NOT NULL,
	"timezone" text NOT NULL,
	"hourly_rate" text NOT NULL,
	"welcome_message" text NOT NULL,
	"conference_message" text NOT NULL,
	"payment_message" text NOT NULL,
	"send_conference_info" boolean DEFAULT false NOT NULL,
	"send_payment_info" boolean DEFAULT false NOT NULL,
	"conference_platform" text DEFAULT '' NOT NULL,
	"conference_link" text DEFAULT '' NOT NULL,
	"payment_platform" text DEFAULT '' NOT NULL,
	"payment_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD CONSTRAINT "econsultation_bookings_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD CONSTRAINT "econsultation_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "econsultation_settings" ADD CONSTRAINT "econsultation_settings_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "econsultation_bookings_booked_by_idx" ON "econsultation_bookings" USING btree ("booked_by","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "econsultation_bookings_freelancer_idx" ON "econsultation_bookings" USING btree ("freelancer_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
-- Custom (not generated): no two bookings of one freelancer overlap, even when requested at the same instant.
-- [starts_at, ends_at) ranges, so back-to-back bookings are allowed. btree_gist gives GiST the uuid equality (PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD CONSTRAINT "econsultation_bookings_no_overlap" EXCLUDE USING gist ("freelancer_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&);
