-- CreateIndex
CREATE INDEX "dependencies_dependency_version_id_idx" ON "dependencies"("dependency_version_id");
