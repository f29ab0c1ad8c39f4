-- Issue 24 item 5: the detail cache keeps a goods' counters (buy_num, sale_num, display_count) and
-- its sizes' stock apart from the rest of the answer (server/cache/detail-cache.ts). A change to
-- those alone is announced as 'live:<goods id>', which forgets only that small part: a counted
-- download, which any visitor can cause, no longer drops the serialized document of a goods of
-- 1,000 sizes on every instance. Any other change is announced as before (the goods id).
CREATE OR REPLACE FUNCTION detail_changed_goods_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.id = NEW.id
    AND (to_jsonb(OLD) - 'buy_num' - 'sale_num' - 'display_count')
      = (to_jsonb(NEW) - 'buy_num' - 'sale_num' - 'display_count') THEN
    PERFORM pg_notify('detail_changed', 'live:' || NEW.id::text);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('detail_changed', OLD.id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('detail_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS goods_detail_changed ON goods;
--> statement-breakpoint
CREATE TRIGGER goods_detail_changed AFTER INSERT OR UPDATE OR DELETE ON goods
  FOR EACH ROW EXECUTE FUNCTION detail_changed_goods_row();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION detail_changed_sku() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
  kind text := '';
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'stock') = (to_jsonb(NEW) - 'stock') THEN
    kind := 'live:';
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT goods_id INTO owner FROM colour_groups WHERE id = OLD.colour_group_id;
    IF owner IS NOT NULL THEN PERFORM pg_notify('detail_changed', kind || owner::text); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT goods_id INTO owner FROM colour_groups WHERE id = NEW.colour_group_id;
    IF owner IS NOT NULL THEN PERFORM pg_notify('detail_changed', kind || owner::text); END IF;
  END IF;
  RETURN NULL;
END $$;
