-- A bid's rank in one band of prices, not among all its charter's bids (issue 14, ADR 0029). The rank
-- of a bid is 1 + the ranked bids of its charter ahead of it (lower price with margin, earlier on a
-- tie); counting them walked every bid ahead, ~0.3 us each, so the answer to a bid cost more with
-- every bid already on the charter. Now the ranked bids are counted per price band here, kept by a
-- trigger on bids in the bid's own transaction; a rank adds up the bands below the bid's own (small
-- rows, one per band with bids) and counts the bids ahead of it in its band alone.
CREATE TABLE "bid_rank_buckets" (
	"charter_request_id" uuid NOT NULL,
	"bucket" integer NOT NULL,
	"bids" integer NOT NULL,
	CONSTRAINT "bid_rank_buckets_charter_request_id_bucket_pk" PRIMARY KEY("charter_request_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "bid_rank_buckets" ADD CONSTRAINT "bid_rank_buckets_charter_request_id_charter_requests_id_fk" FOREIGN KEY ("charter_request_id") REFERENCES "public"."charter_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A price band: bands are 0.1% to 1% wide and ordered as prices are, so "in a band below b" is
-- exactly "below bid_bucket_floor(b)". Negative prices share band 0; 0 to 100 in bands of 0.1
-- (1..1000); from 100 on, the number of digits before the point and the first three of them:
-- 7,345.50 -> 4,000 + 734 = 4,734, the band from 7,340 to 7,349.99. Bids of one charter seldom span
-- more than a few hundred bands, and a band holds few of them.
CREATE FUNCTION "bid_price_bucket"("m" numeric) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN m < 0 THEN 0 WHEN m < 100 THEN 1 + floor(m * 10)::int
    ELSE length(trunc(m)::text) * 1000 + left(trunc(m)::text, 3)::int END
$$;--> statement-breakpoint
-- The lowest price in band b: a price is in a band below b exactly when it is below this.
CREATE FUNCTION "bid_bucket_floor"("b" integer) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN b <= 0 THEN '-Infinity'::numeric WHEN b <= 1000 THEN (b - 1)::numeric / 10
    ELSE (b % 1000) * power(10::numeric, b / 1000 - 3) END
$$;--> statement-breakpoint
-- The ranked statuses are RANKED_BID_STATUSES (packages/shared bid-schema.ts); bid-rank.test.ts
-- checks both agree. A bid's change of status, price or charter moves it between bands.
CREATE FUNCTION "bid_rank_buckets_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_was boolean := TG_OP <> 'INSERT' AND OLD."status" IN ('New', 'Accepted', 'Confirmed', 'Unsuccessful');
  v_is boolean := TG_OP <> 'DELETE' AND NEW."status" IN ('New', 'Accepted', 'Confirmed', 'Unsuccessful');
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
END $$;--> statement-breakpoint
CREATE TRIGGER "bids_rank_buckets" AFTER INSERT OR DELETE OR UPDATE OF "status", "with_margin", "charter_request_id" ON "bids"
  FOR EACH ROW EXECUTE FUNCTION "bid_rank_buckets_keep"();--> statement-breakpoint
INSERT INTO "bid_rank_buckets" ("charter_request_id", "bucket", "bids")
SELECT "charter_request_id", "bid_price_bucket"("with_margin"), count(*) FROM "bids"
WHERE "status" IN ('New', 'Accepted', 'Confirmed', 'Unsuccessful') GROUP BY 1, 2;
