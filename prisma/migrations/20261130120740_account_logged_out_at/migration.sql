-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "logged_out_at" TIMESTAMPTZ(3);
