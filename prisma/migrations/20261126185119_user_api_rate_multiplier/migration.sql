-- AlterTable
ALTER TABLE "users" ADD COLUMN     "api_rate_multiplier" INTEGER NOT NULL DEFAULT 1;
