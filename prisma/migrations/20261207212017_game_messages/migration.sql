-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "closed_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "game_messages" (
    "id" BIGSERIAL NOT NULL,
    "game_id" UUID NOT NULL,
    "author_id" UUID NOT NULL,
    "from_seat" TEXT,
    "to_seat" TEXT,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message_mutes" (
    "game_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,

    CONSTRAINT "message_mutes_pkey" PRIMARY KEY ("game_id","account_id")
);

-- CreateTable
CREATE TABLE "account_blocks" (
    "account_id" UUID NOT NULL,
    "blocked_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_blocks_pkey" PRIMARY KEY ("account_id","blocked_id")
);

-- CreateIndex
CREATE INDEX "game_messages_game_id_id_idx" ON "game_messages"("game_id", "id");

-- CreateIndex
CREATE INDEX "game_messages_author_id_idx" ON "game_messages"("author_id");

-- AddForeignKey
ALTER TABLE "game_messages" ADD CONSTRAINT "game_messages_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_mutes" ADD CONSTRAINT "message_mutes_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
