-- CreateTable
CREATE TABLE "game_versions" (
    "version" TEXT NOT NULL,
    "version_type" TEXT NOT NULL,
    "date" TIMESTAMPTZ(3) NOT NULL,
    "major" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "game_versions_pkey" PRIMARY KEY ("version")
);

-- CreateIndex
CREATE INDEX "game_versions_date_idx" ON "game_versions"("date");
