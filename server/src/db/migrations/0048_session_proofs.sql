CREATE TABLE "session_proofs" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"proved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_proofs" ADD CONSTRAINT "session_proofs_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;