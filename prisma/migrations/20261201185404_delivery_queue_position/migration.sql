-- Where the claim finds a delivery: when it was written, then, once it waits (a retry, quiet hours), when it is due
-- again, so that a delivery waiting for hours no longer holds the floor of the claim back (issue 21). Added without a
-- default first, so that the table is not rewritten: only the deliveries not settled get a value, and the default
-- serves the new rows.

-- AlterTable
ALTER TABLE "notification_deliveries" ADD COLUMN     "queued_at" TIMESTAMPTZ(3);
ALTER TABLE "notification_deliveries" ALTER COLUMN "queued_at" SET DEFAULT clock_timestamp();

UPDATE "notification_deliveries" SET "queued_at" = CASE WHEN "status" = 'waiting' THEN "next_attempt_at" ELSE "created_at" END
 WHERE "status" IN ('pending', 'waiting', 'claimed');

-- CreateIndex
CREATE INDEX "notification_deliveries_queued_at_id_idx" ON "notification_deliveries"("queued_at", "id");

-- The floor of the claim moves to the oldest queue position not settled (or now, when there is none).
UPDATE "dispatch_floors" SET "floor" = LEAST(now(), (SELECT min("queued_at") FROM "notification_deliveries" WHERE "status" IN ('pending', 'waiting', 'claimed')))
 WHERE "queue" = 'deliveries';

-- The retention purges start at floors of their own: at first, from the beginning.
INSERT INTO "dispatch_floors" ("queue", "floor") VALUES ('purge-outbox', '-infinity'), ('purge-deliveries', '-infinity');
