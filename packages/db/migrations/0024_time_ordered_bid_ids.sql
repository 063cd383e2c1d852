-- Bids and their sectors take time-ordered ids (issue 14, ADR 0029). A random id put each new bid's
-- key on a random page of the primary key (and of bid_routes' (bid_id, order)): with a million bids
-- that page is seldom in memory, is read first, and after every checkpoint is written whole to the
-- WAL (~800 full pages per 1,000 bids in the bench). A UUID version 7 (RFC 9562: milliseconds since
-- 1970 in the first 48 bits, the rest random) lands at the end of the index, where the pages are hot.
-- PostgreSQL 15 has no uuidv7() (18 has): this one overwrites gen_random_uuid()'s first six bytes
-- with the time and its version nibble with 7.
CREATE FUNCTION "uuid_v7"() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING
    substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid
$$;--> statement-breakpoint
ALTER TABLE "bid_routes" ALTER COLUMN "id" SET DEFAULT uuid_v7();--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "id" SET DEFAULT uuid_v7();