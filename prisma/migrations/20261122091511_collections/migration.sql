-- CreateTable
CREATE TABLE "collections" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "status" TEXT NOT NULL DEFAULT 'listed',
    "icon_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "collection_projects" (
    "collection_id" VARCHAR(8) NOT NULL,
    "project_id" VARCHAR(8) NOT NULL,
    "ordering" INTEGER NOT NULL,

    CONSTRAINT "collection_projects_pkey" PRIMARY KEY ("collection_id","project_id")
);

-- CreateIndex
CREATE INDEX "collections_user_id_idx" ON "collections"("user_id");

-- CreateIndex
CREATE INDEX "collection_projects_project_id_idx" ON "collection_projects"("project_id");

-- AddForeignKey
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection_projects" ADD CONSTRAINT "collection_projects_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;
