-- CreateTable
CREATE TABLE "changelog_entries" (
    "id" VARCHAR(8) NOT NULL,
    "product" VARCHAR(16) NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL,
    "version_label" VARCHAR(32),
    "body" TEXT NOT NULL,
    "author_id" VARCHAR(8),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "changelog_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "changelog_entries_published_at_id_idx" ON "changelog_entries"("published_at" DESC, "id");

-- CreateIndex
CREATE INDEX "changelog_entries_product_published_at_idx" ON "changelog_entries"("product", "published_at" DESC);

-- AddForeignKey
ALTER TABLE "changelog_entries" ADD CONSTRAINT "changelog_entries_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
