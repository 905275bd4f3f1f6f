ALTER TABLE "deposit_orders" ADD COLUMN "rail" text;--> statement-breakpoint
UPDATE "deposit_orders" SET "rail" = CASE
  WHEN "kind" IN ('transfer', 'self') AND "type_name" = 'UPI' THEN 'upi'
  WHEN "kind" IN ('transfer', 'self') THEN 'imps'
  WHEN "kind" = 'va' THEN 'va'
  WHEN "kind" = 'crypto' THEN 'crypto'
  ELSE 'gateway'
END;--> statement-breakpoint
ALTER TABLE "deposit_orders" ALTER COLUMN "rail" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "transaction_id" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "qr_payload" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_orders" ADD COLUMN "method" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_orders" ADD COLUMN "qr_payload" text;--> statement-breakpoint
ALTER TABLE "sandbox_orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_reference_key" ON "deposit_orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_transaction_key" ON "deposit_orders" USING btree ("rail","transaction_id");