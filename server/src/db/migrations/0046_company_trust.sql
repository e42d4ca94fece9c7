CREATE TABLE "company_dns_tokens" (
	"company_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_dns_tokens_company_id_domain_pk" PRIMARY KEY("company_id","domain")
);
--> statement-breakpoint
CREATE TABLE "company_verification_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_dns_tokens" ADD CONSTRAINT "company_dns_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_verification_mails_company_idx" ON "company_verification_mails" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "company_verification_mails_domain_idx" ON "company_verification_mails" USING btree ("domain","sent_at");