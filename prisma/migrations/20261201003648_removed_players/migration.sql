-- AlterTable
ALTER TABLE "games" ADD COLUMN     "removed" TEXT[] DEFAULT ARRAY[]::TEXT[];
