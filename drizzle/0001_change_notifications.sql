-- Every write to cart lines or products is announced to all server processes, whoever makes it
-- (the app, a script, psql): their caches drop the copies (src/server/db/change-feed.ts, decision 0071).
-- PostgreSQL sends the notifications when the transaction commits, and drops them if it rolls back.
CREATE OR REPLACE FUNCTION announce_cart_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('countinghouse_changes', 'cart:*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('countinghouse_changes', 'cart:' || OLD.user_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('countinghouse_changes', 'cart:' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cart_items_announce AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION announce_cart_change();
--> statement-breakpoint
CREATE TRIGGER cart_items_announce_truncate AFTER TRUNCATE ON cart_items
  FOR EACH STATEMENT EXECUTE FUNCTION announce_cart_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION announce_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('countinghouse_changes', 'catalogue:*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION announce_catalogue_change();
