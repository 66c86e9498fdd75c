import type { WebSocket } from "ws";
import { RingBuffer } from "../console/ring-buffer.js";
import type { AgentMessage } from "../protocol.js";

/** Above this many unsent bytes in the socket we stop writing and queue instead. */
const HIGH_WATER_BYTES = 256 * 1024;

/**
 * Outbound side of one browser socket. A slow reader never slows the agent: messages wait in a small
 * ring that drops the oldest, and the browser is told once per episode that it missed output.
 */
export class ClientChannel {
  private readonly queue: RingBuffer<string>;
  private drainTimer: NodeJS.Timeout | null = null;
  private notifiedDrop = false;
  sent = 0;

  constructor(
    private readonly ws: WebSocket,
    capacity: number,
  ) {
    this.queue = new RingBuffer(capacity);
  }

  send(message: AgentMessage): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    const text = JSON.stringify(message);
    if (this.queue.size === 0 && this.ws.bufferedAmount < HIGH_WATER_BYTES) {
      this.write(text);
      return;
    }
    this.queue.push(text);
    this.scheduleDrain();
  }

  close(): void {
    if (this.drainTimer) clearTimeout(this.drainTimer);
    this.queue.clear();
  }

  private write(text: string): void {
    this.sent++;
    this.ws.send(text);
  }

  private scheduleDrain(): void {
    this.drainTimer ??= setTimeout(() => this.drain(), 20);
  }

  private drain(): void {
    this.drainTimer = null;
    if (this.ws.readyState !== this.ws.OPEN) return;
    const dropped = this.queue.takeDropped();
    if (dropped > 0 && !this.notifiedDrop) {
      this.notifiedDrop = true;
      this.write(JSON.stringify({ type: "throttled", what: "socket" } satisfies AgentMessage));
    }
    while (this.queue.size > 0 && this.ws.bufferedAmount < HIGH_WATER_BYTES) {
      this.write(this.queue.shift() as string);
    }
    if (this.queue.size > 0) this.scheduleDrain();
    else this.notifiedDrop = false;
  }
}
