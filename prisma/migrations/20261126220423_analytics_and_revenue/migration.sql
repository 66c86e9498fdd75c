-- DropIndex
DROP INDEX "download_events_ip_prefix_project_id_created_at_idx";

-- DropIndex
DROP INDEX "download_daily_project_id_day_idx";

-- AlterTable
ALTER TABLE "download_events" DROP COLUMN "ip_prefix",
ADD COLUMN     "country" VARCHAR(7) NOT NULL DEFAULT 'unknown',
ADD COLUMN     "kind" VARCHAR(8) NOT NULL DEFAULT 'site',
ADD COLUMN     "visitor_key" VARCHAR(64) NOT NULL DEFAULT '';

-- Events recorded before the upgrade keep an empty key (they are rolled up as usual); new ones always set it.
ALTER TABLE "download_events" ALTER COLUMN "visitor_key" DROP DEFAULT;

-- AlterTable
ALTER TABLE "download_daily" DROP CONSTRAINT "download_daily_pkey",
ADD COLUMN     "country" VARCHAR(7) NOT NULL DEFAULT 'unknown',
ADD COLUMN     "kind" VARCHAR(8) NOT NULL DEFAULT 'site',
ADD CONSTRAINT "download_daily_pkey" PRIMARY KEY ("version_id", "day", "country", "kind");

-- CreateTable
CREATE TABLE "revenue_pools" (
    "month" DATE NOT NULL,
    "amount_minor" BIGINT NOT NULL,
    "counts_views" BOOLEAN NOT NULL DEFAULT true,
    "counts_downloads" BOOLEAN NOT NULL DEFAULT true,
    "updated_by_id" VARCHAR(8),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "revenue_pools_pkey" PRIMARY KEY ("month")
);

-- CreateTable
CREATE TABLE "revenue_days" (
    "day" DATE NOT NULL,
    "pool_minor" BIGINT NOT NULL,
    "distributed_minor" BIGINT NOT NULL,
    "weight" BIGINT NOT NULL,
    "project_count" INTEGER NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "revenue_days_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "revenue_ledger" (
    "id" BIGSERIAL NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "amount_minor" BIGINT NOT NULL,
    "project_id" VARCHAR(8),
    "day" DATE,
    "payout_id" VARCHAR(8),
    "available_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "revenue_ledger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payouts" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "amount_minor" BIGINT NOT NULL,
    "fee_minor" BIGINT NOT NULL,
    "method_id" VARCHAR(32) NOT NULL,
    "method_type" VARCHAR(16) NOT NULL,
    "address" VARCHAR(320) NOT NULL,
    "provider" VARCHAR(16) NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'in-transit',
    "platform_id" VARCHAR(128),
    "failure_reason" VARCHAR(500),
    "decided_by_id" VARCHAR(8),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "view_events" (
    "id" BIGSERIAL NOT NULL,
    "project_id" VARCHAR(8) NOT NULL,
    "version_id" VARCHAR(8) NOT NULL DEFAULT '',
    "visitor_key" VARCHAR(64) NOT NULL,
    "country" VARCHAR(7) NOT NULL DEFAULT 'unknown',
    "kind" VARCHAR(8) NOT NULL DEFAULT 'site',
    "rolled_up" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "view_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "view_daily" (
    "project_id" VARCHAR(8) NOT NULL,
    "version_id" VARCHAR(8) NOT NULL DEFAULT '',
    "day" DATE NOT NULL,
    "country" VARCHAR(7) NOT NULL DEFAULT 'unknown',
    "kind" VARCHAR(8) NOT NULL DEFAULT 'site',
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "view_daily_pkey" PRIMARY KEY ("project_id","version_id","day","country","kind")
);

-- CreateTable
CREATE TABLE "visitor_salts" (
    "day" DATE NOT NULL,
    "salt" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visitor_salts_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "revenue_ledger_user_id_available_at_idx" ON "revenue_ledger"("user_id", "available_at");

-- CreateIndex
CREATE INDEX "revenue_ledger_project_id_day_idx" ON "revenue_ledger"("project_id", "day");

-- CreateIndex
CREATE INDEX "revenue_ledger_day_idx" ON "revenue_ledger"("day");

-- CreateIndex
CREATE UNIQUE INDEX "revenue_ledger_kind_day_project_id_user_id_key" ON "revenue_ledger"("kind", "day", "project_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "revenue_ledger_kind_payout_id_key" ON "revenue_ledger"("kind", "payout_id");

-- CreateIndex
CREATE INDEX "payouts_user_id_created_at_idx" ON "payouts"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "payouts_status_created_at_idx" ON "payouts"("status", "created_at");

-- CreateIndex
CREATE INDEX "view_events_visitor_key_project_id_created_at_idx" ON "view_events"("visitor_key", "project_id", "created_at");

-- CreateIndex
CREATE INDEX "view_events_rolled_up_id_idx" ON "view_events"("rolled_up", "id");

-- CreateIndex
CREATE INDEX "view_daily_project_id_day_count_idx" ON "view_daily"("project_id", "day", "count");

-- CreateIndex
CREATE INDEX "view_daily_day_idx" ON "view_daily"("day");

-- CreateIndex
CREATE INDEX "download_events_visitor_key_project_id_created_at_idx" ON "download_events"("visitor_key", "project_id", "created_at");

-- CreateIndex
CREATE INDEX "download_daily_project_id_day_count_idx" ON "download_daily"("project_id", "day", "count");

-- CreateIndex
CREATE INDEX "download_daily_day_idx" ON "download_daily"("day");

-- AddForeignKey
ALTER TABLE "revenue_ledger" ADD CONSTRAINT "revenue_ledger_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The ledger is append-only: an entry is never changed (a correction is a new entry). Deleting a user still
-- deletes their entries (the cascade above).
CREATE FUNCTION revenue_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'revenue_ledger is append-only';
END;
$$;
CREATE TRIGGER revenue_ledger_no_update BEFORE UPDATE ON "revenue_ledger"
  FOR EACH ROW EXECUTE FUNCTION revenue_ledger_append_only();
