import { busy } from "../errors.js";

interface Holder {
  action: string;
  controller: AbortController;
  released: Promise<void>;
  release: () => void;
}

/**
 * One power action at a time per server. The lock can never stay stuck: every holder has a hard
 * deadline after which its signal is aborted and the lock freed, and `kill` pre-empts any holder.
 */
export class PowerLock {
  private holder: Holder | null = null;

  constructor(private readonly timeoutMs: number) {}

  get current(): string | null {
    return this.holder?.action ?? null;
  }

  async run<T>(action: string, waitMs: number, fn: (signal: AbortSignal) => Promise<T>, preempt = false): Promise<T> {
    if (preempt && this.holder) {
      this.holder.controller.abort(new Error(`pre-empted by ${action}`));
      this.freeHolder(this.holder);
    }
    const deadline = Date.now() + waitMs;
    while (this.holder) {
      const left = deadline - Date.now();
      if (left <= 0) throw busy(`Another power action (${this.holder.action}) is in progress`);
      await Promise.race([this.holder.released, new Promise((r) => setTimeout(r, left))]);
    }
    let release!: () => void;
    const holder: Holder = {
      action,
      controller: new AbortController(),
      released: new Promise<void>((r) => (release = r)),
      release: () => release(),
    };
    this.holder = holder;
    const timer = setTimeout(() => {
      holder.controller.abort(new Error(`${action} took longer than ${this.timeoutMs} ms`));
      this.freeHolder(holder);
    }, this.timeoutMs);
    try {
      return await fn(holder.controller.signal);
    } finally {
      clearTimeout(timer);
      this.freeHolder(holder);
    }
  }

  private freeHolder(holder: Holder): void {
    if (this.holder === holder) this.holder = null;
    holder.release();
  }
}
