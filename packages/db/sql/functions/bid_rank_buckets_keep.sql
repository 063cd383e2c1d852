-- As the database has it after every migration; last created or replaced by migrations/0032_standby.sql.
CREATE OR REPLACE FUNCTION public.bid_rank_buckets_keep()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_was boolean := TG_OP <> 'INSERT' AND OLD."status" IN ('New', 'Accepted', 'Confirmed', 'Standby', 'Unsuccessful');
  v_is boolean := TG_OP <> 'DELETE' AND NEW."status" IN ('New', 'Accepted', 'Confirmed', 'Standby', 'Unsuccessful');
BEGIN
  IF v_was AND v_is AND NEW."charter_request_id" = OLD."charter_request_id"
    AND "bid_price_bucket"(NEW."with_margin") = "bid_price_bucket"(OLD."with_margin") THEN
    RETURN NULL;
  END IF;
  IF v_was THEN
    UPDATE "bid_rank_buckets" SET "bids" = "bids" - 1
    WHERE "charter_request_id" = OLD."charter_request_id" AND "bucket" = "bid_price_bucket"(OLD."with_margin");
  END IF;
  IF v_is THEN
    INSERT INTO "bid_rank_buckets" ("charter_request_id", "bucket", "bids")
    VALUES (NEW."charter_request_id", "bid_price_bucket"(NEW."with_margin"), 1)
    ON CONFLICT ("charter_request_id", "bucket") DO UPDATE SET "bids" = "bid_rank_buckets"."bids" + 1;
  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER bids_rank_buckets AFTER INSERT OR DELETE OR UPDATE OF status, with_margin, charter_request_id ON public.bids FOR EACH ROW EXECUTE FUNCTION bid_rank_buckets_keep();
