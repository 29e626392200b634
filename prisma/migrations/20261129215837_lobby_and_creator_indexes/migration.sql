-- CreateIndex
CREATE INDEX "games_updated_at_id_idx" ON "games"("updated_at" DESC, "id");

-- CreateIndex
CREATE INDEX "games_created_by_status_idx" ON "games"("created_by", "status");
