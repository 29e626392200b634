-- AlterTable
ALTER TABLE "games" ADD COLUMN     "out_of_time" TEXT[] DEFAULT ARRAY[]::TEXT[];
