import { config } from "../config";
import type { DbOrTx } from "../db/client";
import { createSendOnlyBoss, transactionExecutor } from "./boss";
import type { PgBoss } from "./boss";

const holder = globalThis as unknown as { hopperBoss?: Promise<PgBoss> };

function sender(): Promise<PgBoss> {
  holder.hopperBoss ??= (async () => {
    const url = config().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set; cannot send jobs.");
    const boss = createSendOnlyBoss(url);
    await boss.start();
    return boss;
  })();
  return holder.hopperBoss;
}

/**
 * Queues a job. Pass `tx` to make the job part of a database transaction: it is only queued if the
 * transaction commits. The jobs process does the work; the web app never runs handlers.
 */
export async function sendJob(
  name: string,
  payload: object,
  options: { tx?: DbOrTx; singletonKey?: string; startAfterSeconds?: number } = {},
): Promise<string | null> {
  const boss = await sender();
  return boss.send(name, payload, {
    db: options.tx ? transactionExecutor(options.tx) : undefined,
    singletonKey: options.singletonKey,
    startAfter: options.startAfterSeconds,
  });
}

/** Closes the process-wide sender (tests, CLI commands that sent jobs). */
export async function stopJobSender(): Promise<void> {
  const pending = holder.hopperBoss;
  holder.hopperBoss = undefined;
  if (pending) await (await pending).stop({ graceful: false, wait: true });
}

/**
 * Publishes a domain event: every job subscribed to it (`subscribe` in its definition) is queued. With `tx`
 * the jobs exist only if the transaction commits. Publishers need not know who listens.
 */
export async function publishEvent(event: string, payload: object, options: { tx?: DbOrTx } = {}): Promise<void> {
  const boss = await sender();
  await boss.publish(event, payload, { db: options.tx ? transactionExecutor(options.tx) : undefined });
}
