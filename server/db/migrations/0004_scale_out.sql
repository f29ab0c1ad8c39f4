CREATE TABLE "instance_heartbeats" (
	"instance" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
-- Issue 20: every server instance keeps the detail answer in memory (server/cache/detail-cache.ts).
-- Any committed change to what that answer holds (a goods row, its colour groups, sizes with their
-- stock and price, its media, its supplier's name) is announced on the channel 'detail_changed'
-- with the goods id, or '*' when a supplier changed (its goods are not listed: forget them all).
-- PostgreSQL sends a NOTIFY only at commit and folds identical ones of a transaction into one, so
-- a seed of thousands of rows costs one message per goods. The triggers fire for every writer:
-- the server, an import, an admin's plain SQL.
CREATE OR REPLACE FUNCTION detail_changed_goods() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('detail_changed', (to_jsonb(OLD) ->> TG_ARGV[0]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('detail_changed', (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION detail_changed_sku() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT goods_id INTO owner FROM colour_groups WHERE id = OLD.colour_group_id;
    IF owner IS NOT NULL THEN PERFORM pg_notify('detail_changed', owner::text); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT goods_id INTO owner FROM colour_groups WHERE id = NEW.colour_group_id;
    IF owner IS NOT NULL THEN PERFORM pg_notify('detail_changed', owner::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION detail_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('detail_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_detail_changed AFTER INSERT OR UPDATE OR DELETE ON goods
  FOR EACH ROW EXECUTE FUNCTION detail_changed_goods('id');
--> statement-breakpoint
CREATE TRIGGER colour_groups_detail_changed AFTER INSERT OR UPDATE OR DELETE ON colour_groups
  FOR EACH ROW EXECUTE FUNCTION detail_changed_goods('goods_id');
--> statement-breakpoint
CREATE TRIGGER media_detail_changed AFTER INSERT OR UPDATE OR DELETE ON media
  FOR EACH ROW EXECUTE FUNCTION detail_changed_goods('goods_id');
--> statement-breakpoint
CREATE TRIGGER skus_detail_changed AFTER INSERT OR UPDATE OR DELETE ON skus
  FOR EACH ROW EXECUTE FUNCTION detail_changed_sku();
--> statement-breakpoint
CREATE TRIGGER suppliers_detail_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION detail_changed_all();
--> statement-breakpoint
CREATE TRIGGER goods_detail_truncated AFTER TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION detail_changed_all();
--> statement-breakpoint
CREATE TRIGGER skus_detail_truncated AFTER TRUNCATE ON skus
  FOR EACH STATEMENT EXECUTE FUNCTION detail_changed_all();
