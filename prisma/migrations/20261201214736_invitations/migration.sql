-- Invitations in a table of their own (issue 21): the outbox kept every invitation to a game not started as the record
-- that its account was invited, so a game left open for good held the outbox purge's floor back and its hourly scan grew.
-- Now the outbox's invitation notices are purged like any other, and this table is the record.

-- CreateTable
CREATE TABLE "invitations" (
    "id" BIGSERIAL NOT NULL,
    "game_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "invitations_account_id_id_idx" ON "invitations"("account_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "invitations_game_id_account_id_key" ON "invitations"("game_id", "account_id");

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The invitations the outbox holds to games not cancelled, the first of each account and game, oldest first.
INSERT INTO "invitations" ("game_id", "account_id", "payload", "created_at")
SELECT "game_id", "account_id", "payload", "created_at" FROM (
  SELECT DISTINCT ON (o."game_id", o."account_id") o."game_id", o."account_id", o."payload", o."created_at", o."id"
    FROM "outbox" o JOIN "games" g ON g."id" = o."game_id"
   WHERE o."kind" = 'invitation' AND o."account_id" IS NOT NULL
   ORDER BY o."game_id", o."account_id", o."id"
) first ORDER BY "created_at", "id";
