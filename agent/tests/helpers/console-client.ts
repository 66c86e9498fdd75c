import { SignJWT } from "jose";
import WebSocket from "ws";
import type { AgentMessage, ClientMessage } from "../../src/protocol.js";

/** Signs a console token the way the web app does. */
export async function signConsoleToken(
  nodeToken: string,
  claims: {
    serverId: string;
    user?: string;
    permissions: string[];
    purpose?: string;
    ttlSeconds?: number;
    issuedAt?: number;
  },
): Promise<string> {
  const iat = claims.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({
    purpose: claims.purpose ?? "console",
    server_id: claims.serverId,
    permissions: claims.permissions,
  })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.user ?? "user-1")
    .setIssuedAt(iat)
    .setExpirationTime(iat + (claims.ttlSeconds ?? 600))
    .sign(new TextEncoder().encode(nodeToken));
}

/** A browser-like console client that records every event and can wait for one. */
export class ConsoleClient {
  readonly messages: AgentMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: { predicate: (m: AgentMessage) => boolean; resolve: (m: AgentMessage) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as AgentMessage;
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.predicate(message)) return true;
        w.resolve(message);
        return false;
      });
    });
    ws.on("close", (code, reason) => (this.closed = { code, reason: reason.toString() }));
  }

  static async connect(agentUrl: string, serverId: string): Promise<ConsoleClient> {
    const ws = new WebSocket(`${agentUrl.replace(/^http/, "ws")}/api/servers/${serverId}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return new ConsoleClient(ws);
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message));
  }

  /** Position in the message log; pass it to waitFor to only look at later messages. */
  mark(): number {
    return this.messages.length;
  }

  /** Resolves with the first message at or after index `from` (received already or later) that matches. */
  waitFor(predicate: (m: AgentMessage) => boolean, from = 0, timeoutMs = 30_000): Promise<AgentMessage> {
    const seen = this.messages.slice(from).find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`timed out; last messages: ${JSON.stringify(this.messages.slice(-8)).slice(-1500)}`));
      }, timeoutMs);
      this.waiters.push({
        predicate,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  consoleLines(): string[] {
    return this.messages.flatMap((m) => (m.type === "console" ? m.lines : []));
  }

  states(): string[] {
    return this.messages.flatMap((m) => (m.type === "state" ? [m.state] : []));
  }

  waitForClose(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("socket did not close")), timeoutMs);
      this.ws.once("close", (code, reason) => {
        clearTimeout(timer);
        resolve({ code, reason: reason.toString() });
      });
    });
  }

  close(): void {
    this.ws.close();
  }
}

export const isState =
  (state: string) =>
  (m: AgentMessage): boolean =>
    m.type === "state" && m.state === state;

export const hasLine =
  (text: string) =>
  (m: AgentMessage): boolean =>
    m.type === "console" && m.lines.some((l) => l.includes(text));
