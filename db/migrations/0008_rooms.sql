CREATE TABLE "room" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"host_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "room_open_code_idx" ON "room" USING btree ("code") WHERE "room"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "room_host_key_idx" ON "room" USING btree ("host_key");