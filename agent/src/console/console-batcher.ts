import type { RingBuffer } from "./ring-buffer.js";

/**
 * Collects console lines into the server's history and into short batches for sockets: one frame
 * per batch instead of one per line keeps browsers and the agent fast under heavy output.
 */
export class ConsoleBatcher {
  private pending: string[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly history: RingBuffer<string>,
    private readonly intervalMs: number,
    private readonly publish: (lines: string[]) => void,
  ) {}

  push(line: string): void {
    this.history.push(line);
    this.pending.push(line);
    this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  }

  /** Sends what is pending now, e.g. before a state change so the order on the socket is right. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0) return;
    const lines = this.pending;
    this.pending = [];
    this.publish(lines);
  }
}
