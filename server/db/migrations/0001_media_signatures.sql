CREATE TABLE "media_signatures" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"phash" text NOT NULL,
	"colour" integer[] NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_signatures_phash_hex" CHECK ("media_signatures"."phash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "media_signatures" ADD CONSTRAINT "media_signatures_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;