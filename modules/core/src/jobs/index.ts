export { createSendOnlyBoss, ensureQueues, PgBoss, queueOptions, transactionExecutor } from "./boss";
export { sendJob } from "./send";
export { startWorker } from "./worker";
export type { WorkerOptions } from "./worker";
