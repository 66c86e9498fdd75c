import type { RawData, WebSocket } from "ws";
import type { AgentConfig } from "../config.js";
import { AgentError } from "../errors.js";
import type { Logger } from "../log.js";
import { clientMessageSchema, type AgentMessage, type ClientMessage, type ConsoleTokenClaims } from "../protocol.js";
import type { GameServer } from "../servers/game-server.js";
import { ClientChannel } from "./client-channel.js";
import { TokenRejected, hasPermission, verifyConsoleToken } from "./console-token.js";
import { TokenBucket } from "./token-bucket.js";

const AUTH_TIMEOUT_MS = 10_000;

/** Close codes the browser can act on. */
export const CloseCodes = { authFailed: 4001, tokenExpired: 4002, tooManyMessages: 4008, serverDeleted: 4004 } as const;

/** Permission each outbound event needs; events not listed are visible to every authenticated socket. */
const EVENT_PERMISSION: Partial<Record<AgentMessage["type"], string>> = {
  "install-output": "install.read",
  "backup-progress": "backup.read",
};

/**
 * One browser console socket: token auth as the first frame (and again later on the same socket),
 * events out filtered by the token's permissions, events in checked and rate-limited.
 */
export class ConsoleSession {
  private claims: ConsoleTokenClaims | null = null;
  private warnedFor = 0;
  private unsubscribe: (() => void) | null = null;
  private releaseWatcher: (() => void) | null = null;
  private readonly channel: ClientChannel;
  private readonly buckets: Record<"auth" | "command" | "other", TokenBucket>;
  private throttledNotified = false;
  private strikes = 0;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly ws: WebSocket,
    private readonly server: GameServer,
    private readonly config: AgentConfig,
    private readonly agentStartedAt: number,
    private readonly log: Logger,
  ) {
    this.channel = new ClientChannel(ws, config.console.clientQueueMessages);
    const w = config.websocket;
    this.buckets = {
      auth: new TokenBucket(w.authPerFiveSeconds, w.authPerFiveSeconds / 5),
      command: new TokenBucket(w.commandsPerSecond, w.commandsPerSecond),
      other: new TokenBucket(w.otherPerSecond, w.otherPerSecond),
    };
    this.timers.push(
      setTimeout(() => {
        if (!this.claims) this.fail("Authenticate within 10 seconds", CloseCodes.authFailed);
      }, AUTH_TIMEOUT_MS),
      setInterval(() => this.checkExpiry(), config.tokens.expiryCheckIntervalMs),
    );
    ws.on("message", (data, isBinary) => void this.onMessage(data, isBinary));
    ws.on("close", () => this.dispose());
    ws.on("error", () => this.dispose());
  }

  private async onMessage(data: RawData, isBinary: boolean): Promise<void> {
    let message: ClientMessage;
    try {
      if (isBinary) throw new Error("binary frames are not accepted");
      message = clientMessageSchema.parse(JSON.parse(data.toString()));
    } catch {
      this.channel.send({ type: "error", message: "Malformed message" });
      this.limit("other");
      return;
    }
    const kind = message.type === "auth" ? "auth" : message.type === "command" ? "command" : "other";
    if (!this.limit(kind)) return;
    if (message.type === "auth") return this.authenticate(message.token);
    if (!this.claims) {
      this.channel.send({ type: "error", message: "Authenticate first" });
      return;
    }
    try {
      if (message.type === "command") {
        this.require("control.console");
        this.server.assertNotBusy();
        this.server.sendCommand(message.command);
      } else {
        this.require(`control.${message.action}`);
        if (message.action === "start" || message.action === "restart") await this.server.assertDiskFits();
        this.server.requestPower(message.action, 5);
      }
    } catch (error) {
      const text = error instanceof AgentError ? error.message : "The agent could not do that";
      this.channel.send({ type: "error", message: text });
    }
  }

  /** Token-bucket check; one 'throttled' notice per episode, and persistent abuse closes the socket. */
  private limit(kind: "auth" | "command" | "other"): boolean {
    if (this.buckets[kind].take()) {
      this.throttledNotified = false;
      return true;
    }
    if (!this.throttledNotified) {
      this.throttledNotified = true;
      this.channel.send({ type: "throttled", what: kind });
    }
    if (++this.strikes > 200) this.ws.close(CloseCodes.tooManyMessages, "Too many messages");
    return false;
  }

  private require(permission: string): void {
    if (!this.claims || !hasPermission(this.claims.permissions, permission)) {
      throw new AgentError(403, "forbidden", `Permission denied: ${permission}`);
    }
  }

  private async authenticate(token: string): Promise<void> {
    let claims: ConsoleTokenClaims;
    try {
      claims = await verifyConsoleToken(token, {
        secret: new TextEncoder().encode(this.config.nodeToken),
        serverId: this.server.id,
        agentStartedAt: this.agentStartedAt,
        clockSkewSeconds: this.config.tokens.clockSkewSeconds,
      });
    } catch (error) {
      const reason = error instanceof TokenRejected ? error.message : "Token could not be verified";
      // a failed refresh keeps a still-valid session; a failed first auth ends it
      if (this.claims) this.channel.send({ type: "auth-error", reason });
      else this.fail(reason, CloseCodes.authFailed);
      return;
    }
    const first = this.claims === null;
    this.claims = claims;
    this.channel.send({ type: "auth-ok", expiresAt: claims.exp, permissions: claims.permissions });
    if (!first) return;
    // subscriptions happen once per socket, not on every refresh
    this.unsubscribe = this.server.events.subscribe((m) => this.forward(m));
    this.releaseWatcher = this.server.addWatcher();
    const history = this.server.history.toArray();
    if (history.length > 0) this.channel.send({ type: "console", lines: history, history: true });
    this.channel.send({ type: "state", state: this.server.currentState });
    this.channel.send({ type: "stats", stats: this.server.currentStats(), state: this.server.currentState });
  }

  private forward(message: AgentMessage): void {
    const needed = EVENT_PERMISSION[message.type];
    if (needed && !(this.claims && hasPermission(this.claims.permissions, needed))) return;
    this.channel.send(message);
    if (message.type === "error" && message.message === "This server was deleted") {
      this.ws.close(CloseCodes.serverDeleted, "Server deleted");
    }
  }

  private checkExpiry(): void {
    if (!this.claims) return;
    const now = Date.now() / 1000;
    const exp = this.claims.exp;
    if (now >= exp + this.config.tokens.clockSkewSeconds) {
      this.channel.send({ type: "token-expired" });
      this.ws.close(CloseCodes.tokenExpired, "Token expired");
      return;
    }
    if (exp - now <= this.config.tokens.expiryWarningSeconds && this.warnedFor !== exp) {
      this.warnedFor = exp;
      this.channel.send({ type: "token-expiring", expiresAt: exp });
    }
  }

  private fail(reason: string, code: number): void {
    this.channel.send({ type: "auth-error", reason });
    this.log.debug({ serverId: this.server.id, reason }, "console socket refused");
    this.ws.close(code, reason.slice(0, 120));
  }

  private dispose(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.length = 0;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.releaseWatcher?.();
    this.releaseWatcher = null;
    this.channel.close();
  }
}
