-- CreateTable
CREATE TABLE "session_revocations" (
    "id" BIGSERIAL NOT NULL,
    "account_id" UUID NOT NULL,
    "session_epoch" INTEGER,
    "password_fingerprint" TEXT,
    "token_digest" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "session_revocations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "session_revocations_expires_at_idx" ON "session_revocations"("expires_at");
