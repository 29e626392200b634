-- AlterTable
ALTER TABLE "games" ADD COLUMN     "deadlines" JSONB NOT NULL DEFAULT '{}';
