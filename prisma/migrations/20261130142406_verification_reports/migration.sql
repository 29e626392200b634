-- CreateTable
CREATE TABLE "verification_reports" (
    "game_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "report" JSONB NOT NULL,
    "digest" TEXT NOT NULL,
    "checked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verification_reports_pkey" PRIMARY KEY ("game_id")
);

-- AddForeignKey
ALTER TABLE "verification_reports" ADD CONSTRAINT "verification_reports_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
