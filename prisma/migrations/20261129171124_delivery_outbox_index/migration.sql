-- CreateIndex
CREATE INDEX "notification_deliveries_outbox_id_idx" ON "notification_deliveries"("outbox_id");
