-- DropIndex
DROP INDEX "project_follows_project_id_idx";

-- AlterTable
ALTER TABLE "project_follows" ADD COLUMN     "game_versions" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "loaders" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "notifications" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "type" VARCHAR(64) NOT NULL,
    "title" VARCHAR(512) NOT NULL,
    "text" VARCHAR(4096) NOT NULL,
    "link" VARCHAR(2048) NOT NULL,
    "body" JSONB NOT NULL DEFAULT '{}',
    "actions" JSONB NOT NULL DEFAULT '[]',
    "read" BOOLEAN NOT NULL DEFAULT false,
    "dedupe_key" VARCHAR(128),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_preferences" (
    "user_id" VARCHAR(8) NOT NULL,
    "delivery" VARCHAR(16) NOT NULL DEFAULT 'site',
    "feed_token" VARCHAR(64),
    "unsubscribe_token" VARCHAR(64) NOT NULL,
    "digest_sent_until" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications"("user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "notifications_user_id_dedupe_key_key" ON "notifications"("user_id", "dedupe_key");

-- CreateIndex
CREATE UNIQUE INDEX "notification_preferences_feed_token_key" ON "notification_preferences"("feed_token");

-- CreateIndex
CREATE UNIQUE INDEX "notification_preferences_unsubscribe_token_key" ON "notification_preferences"("unsubscribe_token");

-- CreateIndex
CREATE INDEX "notification_preferences_delivery_idx" ON "notification_preferences"("delivery");

-- CreateIndex
CREATE INDEX "project_follows_project_id_user_id_idx" ON "project_follows"("project_id", "user_id");

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The bell's unread count reads only unread rows (written by hand: Prisma's schema has no partial indexes).
CREATE INDEX "notifications_unread_idx" ON "notifications"("user_id") WHERE NOT "read";
