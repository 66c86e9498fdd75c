-- AlterTable
ALTER TABLE "hosting_servers" ADD COLUMN     "suspended_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_server_id_key" ON "subscriptions"("server_id");
