CREATE TABLE "seen_cards" (
	"user_id" text PRIMARY KEY NOT NULL,
	"cards" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seen_cards" ADD CONSTRAINT "seen_cards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;