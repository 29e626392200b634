-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "password_changed_at" TIMESTAMPTZ(3);
