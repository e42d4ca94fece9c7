CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"application_id" uuid,
	"author_id" uuid NOT NULL,
	"subject_user_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"reviewed_role" text NOT NULL,
	"rating" smallint NOT NULL,
	"communication" smallint,
	"expertise" smallint,
	"value" smallint,
	"clarity" smallint,
	"punctuality" smallint,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"subject_minutes" smallint,
	"subject_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_one_subject_check" CHECK ("reviews"."booking_id" is null or "reviews"."application_id" is null)
);
--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "rating_score" real GENERATED ALWAYS AS (case when rating_count = 0 then null else (rating_sum + 20)::real / (rating_count + 5) end) STORED;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_econsultation_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."econsultation_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_application_id_vacancy_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vacancy_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_recent_idx" ON "review_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_author_idx" ON "reviews" USING btree ("booking_id","author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_application_author_idx" ON "reviews" USING btree ("application_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_freelancer_idx" ON "reviews" USING btree ("freelancer_id","published_at" DESC NULLS LAST,"id") WHERE "reviews"."reviewed_role" = 'freelancer' and "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_client_idx" ON "reviews" USING btree ("subject_user_id","published_at" DESC NULLS LAST,"id") WHERE "reviews"."reviewed_role" = 'client' and "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "freelancers_rating_idx" ON "freelancers" USING btree ("rating_score" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete";