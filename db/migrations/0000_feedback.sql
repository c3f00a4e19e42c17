CREATE TABLE "feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"time" text NOT NULL,
	"feedback" text NOT NULL,
	"user" text NOT NULL,
	"positive" boolean NOT NULL,
	"game" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feedback_game_idx" ON "feedback" USING btree ("game");