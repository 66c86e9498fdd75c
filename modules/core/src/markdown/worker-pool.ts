/**
 * A small pool of render worker threads (node:worker_threads), so a 50 KB document (≈ 240 ms of CPU) never
 * renders on the web process's main thread, where every other request would wait for it. Hand-written rather
 * than a library: one message type, at most two threads on the machines Hopper targets, and no dependency to
 * keep compatible with the Next.js bundle. Threads start on first use; an idle pool keeps no process alive.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

import type { MarkdownConfig, MarkdownPreset } from "./options";
import type { RenderReply, RenderRequest } from "./render-worker-main";

const ENTRY = "render-worker.mjs";

interface Task {
  request: RenderRequest;
  resolve(html: string): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  /** Set once the thread has loaded the pipeline. */
  ready: boolean;
}

/**
 * The worker entry's path. Next.js bundles this module, so `import.meta.url` may name a chunk: the source
 * folder is tried first, then the working directory and its parents (the web process runs in apps/web).
 */
function workerEntry(): string {
  const candidates: string[] = [];
  if (import.meta.url.startsWith("file:"))
    candidates.push(path.join(path.dirname(fileURLToPath(import.meta.url)), ENTRY));
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, "modules/core/src/markdown", ENTRY));
    if (path.dirname(dir) === dir) break;
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`markdown: render worker ${ENTRY} not found`);
  return found;
}

export class RenderWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly config: MarkdownConfig,
    private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1)),
  ) {}

  render(source: string, preset: MarkdownPreset): Promise<string> {
    if (this.closed) return Promise.reject(new Error("markdown: render pool closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, source, preset }, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops the threads; queued and running renders are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error("markdown: render pool closed"));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.task === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      // A busy thread keeps the process alive until its answer comes (a CLI command awaiting a render would
      // otherwise end with the await unsettled); an idle one does not (see spawn).
      slot.worker.ref();
      slot.worker.postMessage(task.request);
    }
  }

  private spawn(): Slot {
    // execArgv: [] so a parent's loader flags are not re-run in the thread; the entry registers tsx itself.
    const worker = new Worker(workerEntry(), { workerData: this.config, execArgv: [] });
    const slot: Slot = { worker, task: null, ready: false };
    worker.on("message", (reply: RenderReply | { ready: true }) => {
      if ("ready" in reply) {
        slot.ready = true;
        return;
      }
      const task = slot.task;
      slot.task = null;
      slot.worker.unref();
      if (task && task.request.id === reply.id) {
        if ("html" in reply) task.resolve(reply.html);
        else task.reject(new Error(`markdown: render failed in worker: ${reply.error}`));
      }
      this.dispatch();
    });
    const fail = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      slot.task?.reject(error);
      slot.task = null;
      // A thread that died while loading would die again: fail what waits instead of respawning forever.
      if (!slot.ready) for (const task of this.queue.splice(0)) task.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`markdown: render worker exited with code ${code}`)));
    // Idle threads keep no process alive; after the listeners, because adding a "message" listener refs the
    // worker's port again (a CLI command that rendered, the seed, then never exited).
    worker.unref();
    this.slots.push(slot);
    return slot;
  }
}
