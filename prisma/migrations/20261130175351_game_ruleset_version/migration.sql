-- AlterTable
ALTER TABLE "games" ADD COLUMN     "ruleset_version" INTEGER NOT NULL DEFAULT 1;
