-- CreateIndex
CREATE INDEX "outbox_account_id_kind_id_idx" ON "outbox"("account_id", "kind", "id");
