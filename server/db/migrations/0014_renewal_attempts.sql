ALTER TABLE "medication_renewals" DROP CONSTRAINT "medication_renewals_status_check";--> statement-breakpoint
ALTER TABLE "medication_renewals" DROP CONSTRAINT "medication_renewals_values_check";--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_status_check" CHECK ("medication_renewals"."status" in ('AWAITING_APPROVAL', 'CHARGED', 'FAILED', 'DECLINED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_values_check" CHECK ("medication_renewals"."cycle" >= 2 and "medication_renewals"."amount" >= 0 and "medication_renewals"."attempt" >= 1);