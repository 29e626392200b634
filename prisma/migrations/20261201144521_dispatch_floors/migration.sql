-- DropIndex
DROP INDEX "outbox_status_next_attempt_at_idx";

-- DropIndex
DROP INDEX "notification_deliveries_status_next_attempt_at_idx";

-- DropIndex
DROP INDEX "notification_deliveries_endpoint_id_status_idx";

-- AlterTable
ALTER TABLE "outbox" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();

-- AlterTable
ALTER TABLE "notification_deliveries" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();

-- CreateTable
CREATE TABLE "dispatch_floors" (
    "queue" TEXT NOT NULL,
    "floor" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dispatch_floors_pkey" PRIMARY KEY ("queue")
);

-- CreateIndex
CREATE INDEX "outbox_created_at_id_idx" ON "outbox"("created_at", "id");

-- CreateIndex
CREATE INDEX "notification_deliveries_created_at_id_idx" ON "notification_deliveries"("created_at", "id");

-- CreateIndex
CREATE INDEX "notification_deliveries_endpoint_id_idx" ON "notification_deliveries"("endpoint_id");

-- Room on each page for a row's next version, so that marking a notice dispatched, and claiming and settling a delivery, are HOT updates (pruned as pages are read, with no vacuum).
ALTER TABLE "outbox" SET (fillfactor = 80);
ALTER TABLE "notification_deliveries" SET (fillfactor = 70);

-- Each scan starts at the oldest row not done yet (or now, when there is none).
INSERT INTO "dispatch_floors" ("queue", "floor")
SELECT 'outbox', LEAST(now(), (SELECT min("created_at") FROM "outbox" WHERE "status" = 'pending'))
UNION ALL
SELECT 'deliveries', LEAST(now(), (SELECT min("created_at") FROM "notification_deliveries" WHERE "status" IN ('pending', 'waiting', 'claimed')));
