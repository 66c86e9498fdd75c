-- DropForeignKey
ALTER TABLE "hosting_servers" DROP CONSTRAINT "hosting_servers_owner_id_fkey";

-- AlterTable
ALTER TABLE "hosting_servers" ALTER COLUMN "owner_id" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "hosting_servers" ADD CONSTRAINT "hosting_servers_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
