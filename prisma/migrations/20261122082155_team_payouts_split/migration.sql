-- AlterTable
ALTER TABLE "team_members" ADD COLUMN     "payouts_split" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- Owners start with the whole split, as on the reference platform.
UPDATE "team_members" SET "payouts_split" = 100 WHERE "is_owner";
