-- CreateTable
CREATE TABLE "job_workers" (
    "id" TEXT NOT NULL,
    "hostname" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_workers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_worker_runs" (
    "job_id" UUID NOT NULL,
    "worker_id" TEXT NOT NULL,
    "queue" TEXT NOT NULL,

    CONSTRAINT "job_worker_runs_pkey" PRIMARY KEY ("job_id")
);

-- CreateIndex
CREATE INDEX "job_workers_seen_at_idx" ON "job_workers"("seen_at");

-- CreateIndex
CREATE INDEX "job_worker_runs_worker_id_idx" ON "job_worker_runs"("worker_id");
