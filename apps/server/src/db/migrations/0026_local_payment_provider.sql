CREATE TABLE "local_provider_records" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"customer_key" text,
	"amount" integer,
	"status" text NOT NULL,
	"card" text,
	"approved_at" timestamp with time zone,
	"cancels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "local_provider_records_order_key" ON "local_provider_records" USING btree ("order_id") WHERE "local_provider_records"."kind" = 'payment';