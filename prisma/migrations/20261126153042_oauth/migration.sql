-- CreateTable
CREATE TABLE "oauth_access_tokens" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "app_id" VARCHAR(8) NOT NULL,
    "grant_id" VARCHAR(8) NOT NULL,
    "token_hash" TEXT NOT NULL,
    "scopes" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "last_used_at" TIMESTAMPTZ(3),

    CONSTRAINT "oauth_access_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_apps" (
    "id" VARCHAR(8) NOT NULL,
    "owner_id" VARCHAR(8) NOT NULL,
    "name" VARCHAR(64) NOT NULL,
    "description" VARCHAR(1024),
    "url" VARCHAR(2048),
    "icon_url" VARCHAR(2048),
    "max_scopes" BIGINT NOT NULL,
    "is_public" BOOLEAN NOT NULL DEFAULT false,
    "secret_hash" TEXT,
    "secret_created_at" TIMESTAMPTZ(3),
    "disabled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "oauth_apps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_redirect_uris" (
    "id" VARCHAR(8) NOT NULL,
    "app_id" VARCHAR(8) NOT NULL,
    "uri" VARCHAR(2048) NOT NULL,

    CONSTRAINT "oauth_redirect_uris_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_authorizations" (
    "id" VARCHAR(8) NOT NULL,
    "app_id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "scopes" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "oauth_authorizations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_consent_flows" (
    "id" VARCHAR(32) NOT NULL,
    "app_id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "scopes" BIGINT NOT NULL,
    "redirect_uri" VARCHAR(2048) NOT NULL,
    "state" VARCHAR(1024),
    "code_challenge" VARCHAR(128),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "oauth_consent_flows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_grants" (
    "id" VARCHAR(8) NOT NULL,
    "authorization_id" VARCHAR(8) NOT NULL,
    "code_hash" TEXT NOT NULL,
    "redirect_uri" VARCHAR(2048) NOT NULL,
    "code_challenge" VARCHAR(128),
    "scopes" BIGINT NOT NULL,
    "code_expires_at" TIMESTAMPTZ(3) NOT NULL,
    "code_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "oauth_grants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_refresh_tokens" (
    "id" VARCHAR(8) NOT NULL,
    "grant_id" VARCHAR(8) NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "rotated_at" TIMESTAMPTZ(3),

    CONSTRAINT "oauth_refresh_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "oauth_access_tokens_token_hash_key" ON "oauth_access_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "oauth_access_tokens_user_id_idx" ON "oauth_access_tokens"("user_id");

-- CreateIndex
CREATE INDEX "oauth_access_tokens_app_id_idx" ON "oauth_access_tokens"("app_id");

-- CreateIndex
CREATE INDEX "oauth_access_tokens_grant_id_idx" ON "oauth_access_tokens"("grant_id");

-- CreateIndex
CREATE INDEX "oauth_apps_owner_id_idx" ON "oauth_apps"("owner_id");

-- CreateIndex
CREATE INDEX "oauth_apps_created_at_idx" ON "oauth_apps"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_redirect_uris_app_id_uri_key" ON "oauth_redirect_uris"("app_id", "uri");

-- CreateIndex
CREATE INDEX "oauth_authorizations_user_id_idx" ON "oauth_authorizations"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_authorizations_app_id_user_id_key" ON "oauth_authorizations"("app_id", "user_id");

-- CreateIndex
CREATE INDEX "oauth_consent_flows_user_id_idx" ON "oauth_consent_flows"("user_id");

-- CreateIndex
CREATE INDEX "oauth_consent_flows_expires_at_idx" ON "oauth_consent_flows"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_grants_code_hash_key" ON "oauth_grants"("code_hash");

-- CreateIndex
CREATE INDEX "oauth_grants_authorization_id_idx" ON "oauth_grants"("authorization_id");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_refresh_tokens_token_hash_key" ON "oauth_refresh_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "oauth_refresh_tokens_grant_id_idx" ON "oauth_refresh_tokens"("grant_id");

-- AddForeignKey
ALTER TABLE "oauth_access_tokens" ADD CONSTRAINT "oauth_access_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_apps" ADD CONSTRAINT "oauth_apps_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_redirect_uris" ADD CONSTRAINT "oauth_redirect_uris_app_id_fkey" FOREIGN KEY ("app_id") REFERENCES "oauth_apps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_authorizations" ADD CONSTRAINT "oauth_authorizations_app_id_fkey" FOREIGN KEY ("app_id") REFERENCES "oauth_apps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_authorizations" ADD CONSTRAINT "oauth_authorizations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_consent_flows" ADD CONSTRAINT "oauth_consent_flows_app_id_fkey" FOREIGN KEY ("app_id") REFERENCES "oauth_apps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_consent_flows" ADD CONSTRAINT "oauth_consent_flows_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_grants" ADD CONSTRAINT "oauth_grants_authorization_id_fkey" FOREIGN KEY ("authorization_id") REFERENCES "oauth_authorizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_refresh_tokens" ADD CONSTRAINT "oauth_refresh_tokens_grant_id_fkey" FOREIGN KEY ("grant_id") REFERENCES "oauth_grants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
