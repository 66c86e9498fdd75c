-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "body_html" TEXT,
ADD COLUMN     "body_html_key" TEXT;

-- AlterTable
ALTER TABLE "versions" ADD COLUMN     "changelog_html" TEXT,
ADD COLUMN     "changelog_html_key" TEXT;
