-- AlterTable
ALTER TABLE "refresh_tokens" ADD COLUMN     "password_fingerprint" TEXT;
