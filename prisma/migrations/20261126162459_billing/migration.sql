-- CreateTable
CREATE TABLE "billing_products" (
    "id" VARCHAR(8) NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "slug" VARCHAR(64) NOT NULL,
    "name" VARCHAR(128) NOT NULL,
    "cpu" INTEGER,
    "ram_mb" INTEGER,
    "swap_mb" INTEGER,
    "storage_mb" INTEGER,
    "unitary" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "billing_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_prices" (
    "id" VARCHAR(8) NOT NULL,
    "product_id" VARCHAR(8) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "monthly" INTEGER,
    "quarterly" INTEGER,
    "yearly" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "billing_prices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_customers" (
    "user_id" VARCHAR(8) NOT NULL,
    "provider" VARCHAR(16) NOT NULL,
    "provider_customer_id" VARCHAR(255) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_customers_pkey" PRIMARY KEY ("user_id","provider")
);

-- CreateTable
CREATE TABLE "payment_methods" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "provider" VARCHAR(16) NOT NULL,
    "provider_method_id" VARCHAR(255) NOT NULL,
    "brand" VARCHAR(16) NOT NULL,
    "last4" VARCHAR(4) NOT NULL,
    "exp_month" INTEGER NOT NULL,
    "exp_year" INTEGER NOT NULL,
    "is_primary" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_methods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "price_id" VARCHAR(8) NOT NULL,
    "interval" VARCHAR(16) NOT NULL,
    "provisioned" BOOLEAN NOT NULL DEFAULT false,
    "server_id" VARCHAR(8),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "charges" (
    "id" VARCHAR(8) NOT NULL,
    "user_id" VARCHAR(8) NOT NULL,
    "subscription_id" VARCHAR(8),
    "price_id" VARCHAR(8),
    "type" VARCHAR(16) NOT NULL,
    "status" VARCHAR(16) NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "interval" VARCHAR(16),
    "due" TIMESTAMPTZ(3) NOT NULL,
    "last_attempt_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "payment_method_id" VARCHAR(8),
    "provider" VARCHAR(16),
    "provider_payment_id" VARCHAR(255),
    "failure_message" VARCHAR(500),
    "parent_charge_id" VARCHAR(8),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "charges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_webhook_events" (
    "provider" VARCHAR(16) NOT NULL,
    "event_id" VARCHAR(255) NOT NULL,
    "type" VARCHAR(64) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),

    CONSTRAINT "billing_webhook_events_pkey" PRIMARY KEY ("provider","event_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "billing_products_slug_key" ON "billing_products"("slug");

-- CreateIndex
CREATE INDEX "billing_products_kind_sort_order_idx" ON "billing_products"("kind", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "billing_prices_product_id_currency_key" ON "billing_prices"("product_id", "currency");

-- CreateIndex
CREATE UNIQUE INDEX "billing_customers_provider_provider_customer_id_key" ON "billing_customers"("provider", "provider_customer_id");

-- CreateIndex
CREATE INDEX "payment_methods_user_id_idx" ON "payment_methods"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_methods_provider_provider_method_id_key" ON "payment_methods"("provider", "provider_method_id");

-- CreateIndex
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions"("user_id");

-- CreateIndex
CREATE INDEX "subscriptions_provisioned_idx" ON "subscriptions"("provisioned");

-- CreateIndex
CREATE INDEX "charges_status_due_idx" ON "charges"("status", "due");

-- CreateIndex
CREATE INDEX "charges_user_id_created_at_idx" ON "charges"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "charges_subscription_id_idx" ON "charges"("subscription_id");

-- CreateIndex
CREATE INDEX "charges_parent_charge_id_idx" ON "charges"("parent_charge_id");

-- CreateIndex
CREATE UNIQUE INDEX "charges_provider_provider_payment_id_key" ON "charges"("provider", "provider_payment_id");

-- AddForeignKey
ALTER TABLE "billing_prices" ADD CONSTRAINT "billing_prices_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "billing_products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_price_id_fkey" FOREIGN KEY ("price_id") REFERENCES "billing_prices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "charges" ADD CONSTRAINT "charges_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "charges" ADD CONSTRAINT "charges_price_id_fkey" FOREIGN KEY ("price_id") REFERENCES "billing_prices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "charges" ADD CONSTRAINT "charges_payment_method_id_fkey" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "charges" ADD CONSTRAINT "charges_parent_charge_id_fkey" FOREIGN KEY ("parent_charge_id") REFERENCES "charges"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- At most one live charge (open or processing) per subscription: two purchases racing for one open charge, or a
-- renewal job running twice, cannot both collect the same period.
CREATE UNIQUE INDEX "charges_one_live_per_subscription" ON "charges"("subscription_id") WHERE "type" = 'subscription' AND "status" IN ('open', 'processing');
