-- CreateIndex
CREATE INDEX "oauth_access_tokens_expires_at_idx" ON "oauth_access_tokens"("expires_at");

-- CreateIndex
CREATE INDEX "oauth_consent_flows_app_id_idx" ON "oauth_consent_flows"("app_id");

-- CreateIndex
CREATE INDEX "oauth_grants_code_expires_at_idx" ON "oauth_grants"("code_expires_at");

-- CreateIndex
CREATE INDEX "oauth_grants_revoked_at_idx" ON "oauth_grants"("revoked_at");

-- CreateIndex
CREATE INDEX "oauth_refresh_tokens_expires_at_idx" ON "oauth_refresh_tokens"("expires_at");
