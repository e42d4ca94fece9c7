CREATE TABLE "econsultation_blocked_dates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "econsultation_blocked_dates_order" CHECK ("econsultation_blocked_dates"."ends_on" >= "econsultation_blocked_dates"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "econsultation_special_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"availability" jsonb NOT NULL,
	CONSTRAINT "econsultation_special_hours_order" CHECK ("econsultation_special_hours"."ends_on" >= "econsultation_special_hours"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "econsultation_blocked_dates" ADD CONSTRAINT "econsultation_blocked_dates_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "econsultation_special_hours" ADD CONSTRAINT "econsultation_special_hours_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "econsultation_blocked_dates_freelancer_idx" ON "econsultation_blocked_dates" USING btree ("freelancer_id","starts_on");--> statement-breakpoint
CREATE INDEX "econsultation_special_hours_freelancer_idx" ON "econsultation_special_hours" USING btree ("freelancer_id","starts_on");