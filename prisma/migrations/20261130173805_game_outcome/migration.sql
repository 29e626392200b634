-- AlterTable
ALTER TABLE "games" ADD COLUMN     "outcome" JSONB;
