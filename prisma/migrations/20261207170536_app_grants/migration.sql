-- AlterTable
ALTER TABLE "session_revocations" ADD COLUMN     "grant_id" UUID;

-- CreateTable
CREATE TABLE "app_grants" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "client_id" TEXT NOT NULL,
    "scopes" TEXT[],
    "password_fingerprint" TEXT NOT NULL,
    "session_epoch" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "app_grants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_refresh_tokens" (
    "token_hash" TEXT NOT NULL,
    "grant_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "spent_at" TIMESTAMPTZ(3),

    CONSTRAINT "app_refresh_tokens_pkey" PRIMARY KEY ("token_hash")
);

-- CreateTable
CREATE TABLE "authorization_codes" (
    "code_hash" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "client_id" TEXT NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "code_challenge" TEXT NOT NULL,
    "scopes" TEXT[],
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "redeemed_at" TIMESTAMPTZ(3),
    "grant_id" UUID,

    CONSTRAINT "authorization_codes_pkey" PRIMARY KEY ("code_hash")
);

-- CreateIndex
CREATE INDEX "app_grants_account_id_idx" ON "app_grants"("account_id");

-- CreateIndex
CREATE INDEX "app_refresh_tokens_grant_id_idx" ON "app_refresh_tokens"("grant_id");

-- CreateIndex
CREATE INDEX "app_refresh_tokens_expires_at_idx" ON "app_refresh_tokens"("expires_at");

-- CreateIndex
CREATE INDEX "authorization_codes_expires_at_idx" ON "authorization_codes"("expires_at");

-- AddForeignKey
ALTER TABLE "app_grants" ADD CONSTRAINT "app_grants_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "app_refresh_tokens" ADD CONSTRAINT "app_refresh_tokens_grant_id_fkey" FOREIGN KEY ("grant_id") REFERENCES "app_grants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
