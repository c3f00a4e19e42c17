CREATE TABLE "dare" (
	"id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"sender_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dare_sender_key_created_at_idx" ON "dare" USING btree ("sender_key","created_at");