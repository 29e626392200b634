-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "session_epoch" INTEGER NOT NULL DEFAULT 0;
