import type { AgentMessage } from "../protocol.js";

export type Listener = (message: AgentMessage) => void;

/** Fan-out of one server's events to its console sockets. Listeners must not throw or block. */
export class EventHub {
  private readonly listeners = new Set<Listener>();

  get size(): number {
    return this.listeners.size;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(message: AgentMessage): void {
    for (const listener of this.listeners) listener(message);
  }
}
