import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import type { AgentConfig } from "../config.js";
import { writeJsonAtomic } from "../json-file.js";
import type { Logger } from "../log.js";
import type { CallbackEnvelope, CallbackEvent } from "../protocol.js";

/**
 * Callbacks to the web app. Each event is written to disk before any attempt, delivered in order, and
 * retried with exponential back-off until the web app accepts it, across agent restarts. A 4xx other
 * than 408/429 means the web app will never accept it; it is parked in `rejected/` for inspection.
 * Progress events are fire-and-forget: a stale percentage is worthless after a retry.
 */
export class CallbackOutbox {
  private readonly dir: string;
  private seq = 0;
  private running = false;
  private wake: (() => void) | null = null;
  private cancelSleep: (() => void) | null = null;
  /** Set by enqueue so an event queued while the loop lists the directory is not missed. */
  private kicked = false;
  private closed = false;
  private delayMs: number;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly config: AgentConfig,
    private readonly log: Logger,
  ) {
    this.dir = path.join(config.dataDir, "outbox");
    this.delayMs = config.callbacks.firstRetryDelayMs;
  }

  async start(): Promise<void> {
    await mkdir(path.join(this.dir, "rejected"), { recursive: true });
    this.loop = this.run();
  }

  async enqueue(event: CallbackEvent): Promise<void> {
    const envelope = this.envelope(event);
    // time + sequence in the name keeps delivery in creation order
    const name = `${Date.now().toString().padStart(15, "0")}-${String(this.seq++).padStart(6, "0")}-${envelope.id}.json`;
    await writeJsonAtomic(path.join(this.dir, name), envelope);
    this.kicked = true;
    this.wake?.();
  }

  /** Best effort, not persisted, not retried. */
  sendTransient(event: CallbackEvent): void {
    void this.post(this.envelope(event)).catch(() => undefined);
  }

  async pendingCount(): Promise<number> {
    return (await this.pendingFiles()).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.cancelSleep?.();
    await this.loop;
  }

  private envelope(event: CallbackEvent): CallbackEnvelope {
    return { id: randomUUID(), nodeId: this.config.nodeId, createdAt: new Date().toISOString(), event };
  }

  private async pendingFiles(): Promise<string[]> {
    const names = await readdir(this.dir);
    return names.filter((n) => n.endsWith(".json")).sort();
  }

  private async run(): Promise<void> {
    while (!this.closed) {
      this.kicked = false;
      const files = await this.pendingFiles().catch(() => []);
      if (files.length === 0) {
        if (this.kicked) continue;
        await this.sleep(60_000, true);
        continue;
      }
      for (const name of files) {
        if (this.closed) return;
        const file = path.join(this.dir, name);
        let envelope: CallbackEnvelope;
        try {
          envelope = JSON.parse(await readFile(file, "utf8")) as CallbackEnvelope;
        } catch {
          await rename(file, path.join(this.dir, "rejected", name)).catch(() => undefined);
          continue;
        }
        const outcome = await this.post(envelope).then(
          (status) => status,
          (error: Error) => {
            this.log.warn({ err: error.message, event: envelope.event.kind }, "callback delivery failed");
            return 0;
          },
        );
        if (outcome >= 200 && outcome < 300) {
          await unlink(file).catch(() => undefined);
          this.delayMs = this.config.callbacks.firstRetryDelayMs;
          continue;
        }
        if (outcome >= 400 && outcome < 500 && outcome !== 408 && outcome !== 429) {
          this.log.error({ status: outcome, event: envelope.event.kind }, "web app rejected callback; parked");
          await rename(file, path.join(this.dir, "rejected", name)).catch(() => undefined);
          continue;
        }
        // web app unavailable: back off, then start over from the oldest event
        await this.sleep(this.delayMs * (0.8 + Math.random() * 0.4));
        this.delayMs = Math.min(this.config.callbacks.maxRetryDelayMs, this.delayMs * 2);
        break;
      }
    }
  }

  private async post(envelope: CallbackEnvelope): Promise<number> {
    const url = new URL(this.config.callbacks.path, this.config.webAppUrl);
    const response = await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${this.config.nodeToken}`,
        "content-type": "application/json",
        "x-hopper-node": this.config.nodeId,
      },
      body: JSON.stringify(envelope),
      signal: AbortSignal.timeout(this.config.callbacks.requestTimeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  }

  /** Idle sleeps end early when an event is queued; back-off sleeps only end early on close. */
  private sleep(ms: number, idle = false): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        this.cancelSleep = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.cancelSleep = done;
      if (idle) this.wake = done;
    });
  }
}
