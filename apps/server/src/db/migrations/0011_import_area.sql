ALTER TABLE "imports" ALTER COLUMN "area" SET DEFAULT 'bankRec';--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_area_check" CHECK ("imports"."area" in ('bankRec', 'ewa'));