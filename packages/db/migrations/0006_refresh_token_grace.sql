-- A rotated refresh token keeps its successor, encrypted, so that the same token presented again within
-- a short grace window (two tabs refreshing at once) answers the same successor instead of ending the sign-in.
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;
