-- CreateTable
CREATE TABLE "hosting_nodes" (
    "id" VARCHAR(32) NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "region" VARCHAR(32) NOT NULL,
    "agent_url" VARCHAR(255) NOT NULL,
    "public_url" VARCHAR(255) NOT NULL,
    "game_host" VARCHAR(255) NOT NULL,
    "token_ciphertext" VARCHAR(512) NOT NULL,
    "cpu" INTEGER NOT NULL,
    "memory_mib" INTEGER NOT NULL,
    "disk_mib" INTEGER NOT NULL,
    "port_first" INTEGER NOT NULL DEFAULT 25565,
    "port_last" INTEGER NOT NULL DEFAULT 25664,
    "draining" BOOLEAN NOT NULL DEFAULT false,
    "last_seen_at" TIMESTAMPTZ(3),
    "last_error" VARCHAR(500),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hosting_nodes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hosting_servers" (
    "id" VARCHAR(8) NOT NULL,
    "agent_id" VARCHAR(63) NOT NULL,
    "owner_id" VARCHAR(8) NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "region" VARCHAR(32) NOT NULL,
    "node_id" VARCHAR(32),
    "port" INTEGER,
    "product_id" VARCHAR(8) NOT NULL,
    "cpu" INTEGER NOT NULL,
    "memory_mib" INTEGER NOT NULL,
    "swap_mib" INTEGER NOT NULL,
    "disk_mib" INTEGER NOT NULL,
    "loader" VARCHAR(16) NOT NULL,
    "loader_version" VARCHAR(64),
    "game_version" VARCHAR(32) NOT NULL,
    "modpack_version_id" VARCHAR(8),
    "status" VARCHAR(24) NOT NULL,
    "status_message" VARCHAR(500),
    "suspended_reason" VARCHAR(24),
    "suspended_message" VARCHAR(500),
    "state" VARCHAR(16) NOT NULL DEFAULT 'offline',
    "upgrading" BOOLEAN NOT NULL DEFAULT false,
    "startup" JSONB NOT NULL DEFAULT '{}',
    "preferences" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hosting_servers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hosting_server_contents" (
    "server_id" VARCHAR(8) NOT NULL,
    "project_id" VARCHAR(8) NOT NULL,
    "version_id" VARCHAR(8) NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "path" VARCHAR(1024) NOT NULL,
    "installed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "hosting_server_contents_pkey" PRIMARY KEY ("server_id","project_id")
);

-- CreateTable
CREATE TABLE "hosting_notices" (
    "id" SERIAL NOT NULL,
    "level" VARCHAR(16) NOT NULL,
    "message" VARCHAR(2000) NOT NULL,
    "begins_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "dismissable" BOOLEAN NOT NULL DEFAULT true,
    "node_id" VARCHAR(32),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hosting_notices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hosting_notice_dismissals" (
    "notice_id" INTEGER NOT NULL,
    "server_id" VARCHAR(8) NOT NULL,
    "dismissed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "hosting_notice_dismissals_pkey" PRIMARY KEY ("notice_id","server_id")
);

-- CreateTable
CREATE TABLE "hosting_agent_events" (
    "id" VARCHAR(64) NOT NULL,
    "node_id" VARCHAR(32) NOT NULL,
    "kind" VARCHAR(32) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "hosting_agent_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "hosting_nodes_region_idx" ON "hosting_nodes"("region");

-- CreateIndex
CREATE UNIQUE INDEX "hosting_servers_agent_id_key" ON "hosting_servers"("agent_id");

-- CreateIndex
CREATE INDEX "hosting_servers_owner_id_created_at_idx" ON "hosting_servers"("owner_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "hosting_servers_status_idx" ON "hosting_servers"("status");

-- CreateIndex
CREATE UNIQUE INDEX "hosting_servers_node_id_port_key" ON "hosting_servers"("node_id", "port");

-- CreateIndex
CREATE INDEX "hosting_notices_expires_at_idx" ON "hosting_notices"("expires_at");

-- CreateIndex
CREATE INDEX "hosting_notice_dismissals_server_id_idx" ON "hosting_notice_dismissals"("server_id");

-- CreateIndex
CREATE INDEX "hosting_agent_events_received_at_idx" ON "hosting_agent_events"("received_at");

-- AddForeignKey
ALTER TABLE "hosting_servers" ADD CONSTRAINT "hosting_servers_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hosting_servers" ADD CONSTRAINT "hosting_servers_node_id_fkey" FOREIGN KEY ("node_id") REFERENCES "hosting_nodes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hosting_server_contents" ADD CONSTRAINT "hosting_server_contents_server_id_fkey" FOREIGN KEY ("server_id") REFERENCES "hosting_servers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hosting_notices" ADD CONSTRAINT "hosting_notices_node_id_fkey" FOREIGN KEY ("node_id") REFERENCES "hosting_nodes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hosting_notice_dismissals" ADD CONSTRAINT "hosting_notice_dismissals_notice_id_fkey" FOREIGN KEY ("notice_id") REFERENCES "hosting_notices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hosting_notice_dismissals" ADD CONSTRAINT "hosting_notice_dismissals_server_id_fkey" FOREIGN KEY ("server_id") REFERENCES "hosting_servers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
