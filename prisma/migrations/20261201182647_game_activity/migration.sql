-- The keys of the lobby and of the cadence scheduler, which change at every move, leave the games row for a narrow table of
-- their own (issue 21): the indexed columns of games then change only with its status, so that the update of a move is
-- a HOT update. The values of each game are copied before its columns go.

-- CreateTable
CREATE TABLE "game_activity" (
    "game_id" UUID NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "due_at" TIMESTAMPTZ(3),

    CONSTRAINT "game_activity_pkey" PRIMARY KEY ("game_id")
);

INSERT INTO "game_activity" ("game_id", "updated_at", "due_at") SELECT "id", "updated_at", "due_at" FROM "games";

-- CreateIndex
CREATE INDEX "game_activity_updated_at_game_id_idx" ON "game_activity"("updated_at" DESC, "game_id");

-- CreateIndex
CREATE INDEX "game_activity_due_at_idx" ON "game_activity"("due_at");

-- AddForeignKey
ALTER TABLE "game_activity" ADD CONSTRAINT "game_activity_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- DropIndex
DROP INDEX "games_due_at_idx";

-- DropIndex
DROP INDEX "games_updated_at_id_idx";

-- AlterTable
ALTER TABLE "games" DROP COLUMN "due_at",
DROP COLUMN "updated_at";

-- Room on every page of games for a new version of its rows, so that the update of a move finds it on the same page
-- (a HOT update needs that as well as unchanged indexed columns): the pages written from now on keep a fifth free.
ALTER TABLE "games" SET (fillfactor = 80);
