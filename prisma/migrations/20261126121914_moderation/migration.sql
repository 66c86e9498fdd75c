-- AlterTable
ALTER TABLE "users" ADD COLUMN     "ban_reason" TEXT,
ADD COLUMN     "banned_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "review_locks" (
    "project_id" VARCHAR(8) NOT NULL,
    "moderator_id" VARCHAR(8) NOT NULL,
    "locked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_locks_pkey" PRIMARY KEY ("project_id")
);

-- CreateTable
CREATE TABLE "review_decisions" (
    "id" VARCHAR(8) NOT NULL,
    "project_id" VARCHAR(8) NOT NULL,
    "moderator_id" VARCHAR(8),
    "from_status" VARCHAR(16) NOT NULL,
    "to_status" VARCHAR(16) NOT NULL,
    "queued_at" TIMESTAMPTZ(3),
    "decided_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_decisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reports" (
    "id" VARCHAR(8) NOT NULL,
    "report_type" VARCHAR(32) NOT NULL,
    "item_type" VARCHAR(16) NOT NULL,
    "item_id" VARCHAR(8) NOT NULL,
    "reporter_id" VARCHAR(8) NOT NULL,
    "body" TEXT NOT NULL,
    "closed" BOOLEAN NOT NULL DEFAULT false,
    "closed_at" TIMESTAMPTZ(3),
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "threads" (
    "id" VARCHAR(8) NOT NULL,
    "type" VARCHAR(16) NOT NULL,
    "project_id" VARCHAR(8),
    "report_id" VARCHAR(8),
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "threads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "thread_messages" (
    "id" VARCHAR(8) NOT NULL,
    "thread_id" VARCHAR(8) NOT NULL,
    "author_id" VARCHAR(8),
    "body" JSONB NOT NULL,
    "hide_identity" BOOLEAN NOT NULL DEFAULT false,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "thread_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "review_decisions_decided_at_idx" ON "review_decisions"("decided_at");

-- CreateIndex
CREATE INDEX "review_decisions_project_id_idx" ON "review_decisions"("project_id");

-- CreateIndex
CREATE INDEX "reports_closed_created_idx" ON "reports"("closed", "created");

-- CreateIndex
CREATE INDEX "reports_reporter_id_created_idx" ON "reports"("reporter_id", "created" DESC);

-- CreateIndex
CREATE INDEX "reports_item_type_item_id_idx" ON "reports"("item_type", "item_id");

-- CreateIndex
CREATE UNIQUE INDEX "threads_project_id_key" ON "threads"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "threads_report_id_key" ON "threads"("report_id");

-- CreateIndex
CREATE INDEX "thread_messages_thread_id_created_idx" ON "thread_messages"("thread_id", "created");

-- AddForeignKey
ALTER TABLE "review_locks" ADD CONSTRAINT "review_locks_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_locks" ADD CONSTRAINT "review_locks_moderator_id_fkey" FOREIGN KEY ("moderator_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_moderator_id_fkey" FOREIGN KEY ("moderator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "threads" ADD CONSTRAINT "threads_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_fkey" FOREIGN KEY ("thread_id") REFERENCES "threads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One open report per reporter and item (spec section 5): a second report extends the open one instead.
CREATE UNIQUE INDEX "reports_one_open_per_reporter_item" ON "reports"("reporter_id", "item_type", "item_id") WHERE NOT "closed";

-- Reviewers open the queue oldest first: projects in review by the time they were queued.
CREATE INDEX "projects_review_queue_idx" ON "projects"("queued") WHERE "status" = 'processing';

-- Every project gets the id of its moderation thread now (the thread row itself is created on first use); the
-- correlated subquery gives each row its own random base62 id.
UPDATE "projects" p SET "thread_id" = (
  SELECT string_agg(substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 1 + floor(random() * 62)::int, 1), '')
  FROM generate_series(1, 8) WHERE p."id" IS NOT NULL
) WHERE "thread_id" IS NULL;
CREATE UNIQUE INDEX "projects_thread_id_key" ON "projects"("thread_id");
