CREATE TABLE "identity_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"claim_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"address" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "identity_verifications_tx_id_unique" UNIQUE("tx_id")
);
--> statement-breakpoint
CREATE TABLE "kakao_cert_outbox" (
	"tx_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"birthday" text NOT NULL,
	"token" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_address_idx" ON "identity_verifications" USING btree ("address","created_at");