export { createSendOnlyBoss, ensureQueues, PgBoss, queueOptions, transactionExecutor } from "./boss";
export { publishEvent, sendJob, stopJobSender } from "./send";
export { startWorker } from "./worker";
export type { WorkerOptions } from "./worker";
