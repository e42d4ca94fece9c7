-- Custom: a readable booking reference, 'KH-' and two groups of four characters from an alphabet without 0/O, 1/I/L
-- (31^8 ≈ 8.5·10^11 references); the unique index below guards the rare collision. VOLATILE, so every existing row draws its own.
CREATE OR REPLACE FUNCTION khibra_booking_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'KH-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '' ORDER BY i) FILTER (WHERE i <= 4)
    || '-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '' ORDER BY i) FILTER (WHERE i > 4)
  FROM generate_series(1, 8) AS i
$$;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "reference" text DEFAULT khibra_booking_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "proposed_date" date;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "proposed_start_time" text;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "proposed_end_time" text;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "proposed_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "proposed_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "econsultation_bookings" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "econsultation_bookings_reference_idx" ON "econsultation_bookings" USING btree ("reference");