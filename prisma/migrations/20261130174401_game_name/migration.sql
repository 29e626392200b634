-- AlterTable
ALTER TABLE "games" ADD COLUMN     "name" TEXT;
