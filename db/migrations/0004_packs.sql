CREATE TABLE "pack" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"author" text NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL,
	"alcohol" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"prompts" jsonb NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"shared_at" timestamp with time zone,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pack_likes_not_negative" CHECK ("pack"."likes" >= 0),
	CONSTRAINT "pack_plays_not_negative" CHECK ("pack"."plays" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pack_report" (
	"pack_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pack_report_pack_id_reporter_id_pk" PRIMARY KEY("pack_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "pack" ADD CONSTRAINT "pack_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_report" ADD CONSTRAINT "pack_report_pack_id_pack_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."pack"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_report" ADD CONSTRAINT "pack_report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pack_owner_idx" ON "pack" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "pack_status_idx" ON "pack" USING btree ("status");