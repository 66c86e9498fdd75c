-- CreateTable
CREATE TABLE "projects" (
    "id" VARCHAR(8) NOT NULL,
    "slug" TEXT NOT NULL,
    "slug_key" TEXT NOT NULL,
    "project_type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "team_id" VARCHAR(8) NOT NULL,
    "organization_id" VARCHAR(8),
    "status" TEXT NOT NULL DEFAULT 'draft',
    "requested_status" TEXT,
    "moderator_message" TEXT,
    "moderator_message_body" TEXT,
    "license_id" TEXT NOT NULL DEFAULT 'LicenseRef-All-Rights-Reserved',
    "license_name" TEXT,
    "license_url" TEXT,
    "downloads" INTEGER NOT NULL DEFAULT 0,
    "followers" INTEGER NOT NULL DEFAULT 0,
    "icon_url" TEXT,
    "color" INTEGER,
    "issues_url" TEXT,
    "source_url" TEXT,
    "wiki_url" TEXT,
    "discord_url" TEXT,
    "client_side" TEXT NOT NULL DEFAULT 'unknown',
    "server_side" TEXT NOT NULL DEFAULT 'unknown',
    "monetization_status" TEXT NOT NULL DEFAULT 'monetized',
    "thread_id" VARCHAR(8),
    "loaders" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "game_versions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "published" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "approved" TIMESTAMPTZ(3),
    "queued" TIMESTAMPTZ(3),

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_categories" (
    "project_id" VARCHAR(8) NOT NULL,
    "category" TEXT NOT NULL,
    "additional" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "project_categories_pkey" PRIMARY KEY ("project_id","category")
);

-- CreateTable
CREATE TABLE "project_donation_links" (
    "id" VARCHAR(8) NOT NULL,
    "project_id" VARCHAR(8) NOT NULL,
    "platform" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "ordering" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "project_donation_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gallery_images" (
    "id" VARCHAR(8) NOT NULL,
    "project_id" VARCHAR(8) NOT NULL,
    "url" TEXT NOT NULL,
    "raw_url" TEXT NOT NULL,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "title" TEXT,
    "description" TEXT,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ordering" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "gallery_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_follows" (
    "user_id" VARCHAR(8) NOT NULL,
    "project_id" VARCHAR(8) NOT NULL,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_follows_pkey" PRIMARY KEY ("user_id","project_id")
);

-- CreateTable
CREATE TABLE "versions" (
    "id" VARCHAR(8) NOT NULL,
    "project_id" VARCHAR(8) NOT NULL,
    "author_id" VARCHAR(8) NOT NULL,
    "name" TEXT NOT NULL,
    "version_number" VARCHAR(32) NOT NULL,
    "changelog" TEXT NOT NULL DEFAULT '',
    "version_type" TEXT NOT NULL DEFAULT 'release',
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'listed',
    "requested_status" TEXT,
    "loaders" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "game_versions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "downloads" INTEGER NOT NULL DEFAULT 0,
    "date_published" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "version_files" (
    "id" VARCHAR(8) NOT NULL,
    "version_id" VARCHAR(8) NOT NULL,
    "filename" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "primary" BOOLEAN NOT NULL DEFAULT false,
    "size" INTEGER NOT NULL,
    "file_type" TEXT,
    "sha1" CHAR(40) NOT NULL,
    "sha512" CHAR(128) NOT NULL,
    "ordering" INTEGER NOT NULL DEFAULT 0,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "version_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dependencies" (
    "id" VARCHAR(8) NOT NULL,
    "version_id" VARCHAR(8) NOT NULL,
    "dependency_type" TEXT NOT NULL,
    "project_id" VARCHAR(8),
    "dependency_version_id" VARCHAR(8),
    "file_name" TEXT,

    CONSTRAINT "dependencies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "download_events" (
    "id" BIGSERIAL NOT NULL,
    "project_id" VARCHAR(8) NOT NULL,
    "version_id" VARCHAR(8) NOT NULL,
    "ip_prefix" TEXT NOT NULL,
    "counted" BOOLEAN NOT NULL DEFAULT true,
    "rolled_up" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "download_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "download_daily" (
    "project_id" VARCHAR(8) NOT NULL,
    "version_id" VARCHAR(8) NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "download_daily_pkey" PRIMARY KEY ("version_id","day")
);

-- CreateTable
CREATE TABLE "teams" (
    "id" VARCHAR(8) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_members" (
    "id" VARCHAR(8) NOT NULL,
    "team_id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'Member',
    "is_owner" BOOLEAN NOT NULL DEFAULT false,
    "permissions" BIGINT NOT NULL DEFAULT 0,
    "accepted" BOOLEAN NOT NULL DEFAULT false,
    "ordering" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_members_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "projects_slug_key_key" ON "projects"("slug_key");

-- CreateIndex
CREATE UNIQUE INDEX "projects_team_id_key" ON "projects"("team_id");

-- CreateIndex
CREATE INDEX "projects_status_idx" ON "projects"("status");

-- CreateIndex
CREATE INDEX "projects_project_type_idx" ON "projects"("project_type");

-- CreateIndex
CREATE INDEX "project_categories_category_idx" ON "project_categories"("category");

-- CreateIndex
CREATE INDEX "project_donation_links_project_id_idx" ON "project_donation_links"("project_id");

-- CreateIndex
CREATE INDEX "gallery_images_project_id_idx" ON "gallery_images"("project_id");

-- CreateIndex
CREATE INDEX "project_follows_project_id_idx" ON "project_follows"("project_id");

-- CreateIndex
CREATE INDEX "versions_project_id_date_published_idx" ON "versions"("project_id", "date_published");

-- CreateIndex
CREATE INDEX "version_files_version_id_idx" ON "version_files"("version_id");

-- CreateIndex
CREATE INDEX "version_files_sha1_idx" ON "version_files"("sha1");

-- CreateIndex
CREATE INDEX "version_files_sha512_idx" ON "version_files"("sha512");

-- CreateIndex
CREATE INDEX "dependencies_version_id_idx" ON "dependencies"("version_id");

-- CreateIndex
CREATE INDEX "dependencies_project_id_idx" ON "dependencies"("project_id");

-- CreateIndex
CREATE INDEX "download_events_ip_prefix_project_id_created_at_idx" ON "download_events"("ip_prefix", "project_id", "created_at");

-- CreateIndex
CREATE INDEX "download_events_rolled_up_id_idx" ON "download_events"("rolled_up", "id");

-- CreateIndex
CREATE INDEX "download_daily_project_id_day_idx" ON "download_daily"("project_id", "day");

-- CreateIndex
CREATE INDEX "team_members_user_id_idx" ON "team_members"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "team_members_team_id_user_id_key" ON "team_members"("team_id", "user_id");

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_categories" ADD CONSTRAINT "project_categories_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_donation_links" ADD CONSTRAINT "project_donation_links_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_follows" ADD CONSTRAINT "project_follows_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_follows" ADD CONSTRAINT "project_follows_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "versions" ADD CONSTRAINT "versions_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "versions" ADD CONSTRAINT "versions_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "version_files" ADD CONSTRAINT "version_files_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dependencies" ADD CONSTRAINT "dependencies_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dependencies" ADD CONSTRAINT "dependencies_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dependencies" ADD CONSTRAINT "dependencies_dependency_version_id_fkey" FOREIGN KEY ("dependency_version_id") REFERENCES "versions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Exactly one owner per team (Prisma cannot express a partial unique index).
CREATE UNIQUE INDEX "team_members_one_owner" ON "team_members"("team_id") WHERE "is_owner";
