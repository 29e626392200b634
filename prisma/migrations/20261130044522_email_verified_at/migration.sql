-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "email_verified_at" TIMESTAMPTZ(3);
