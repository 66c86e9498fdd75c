import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/**
 * The agent's configuration file (JSON). Every field except the identity and the web-app URL has a
 * default that suits a production host; tests override a few (network mode, short back-offs).
 */
export const agentConfigSchema = z.object({
  nodeId: z.string().min(1),
  /** Shared secret with the web app: Bearer token for REST both ways and HMAC key for console tokens. */
  nodeToken: z.string().min(32),
  webAppUrl: z.url(),
  dataDir: z.string().min(1),
  dockerSocket: z.string().default("/var/run/docker.sock"),
  listen: z
    .object({ host: z.string().default("0.0.0.0"), port: z.number().int().min(0).max(65535).default(8443) })
    .prefault({}),
  /** When both are set the API and the console socket are served over HTTPS/WSS. */
  tls: z.object({ certFile: z.string(), keyFile: z.string() }).optional(),
  /** Public base URL of this agent, used for single-use download links. */
  publicUrl: z.url().optional(),
  logLevel: z.enum(["trace", "debug", "info", "warn", "error", "fatal"]).default("info"),
  /**
   * `GET /metrics` answers the node token, and this token when set: a Prometheus can then scrape without
   * holding the node token, which controls every server on the node.
   */
  metrics: z.object({ token: z.string().min(16).optional() }).prefault({}),
  tokens: z
    .object({
      /** Allowed difference between the web app's clock and ours when checking iat/nbf/exp. */
      clockSkewSeconds: z.number().int().min(0).max(600).default(30),
      /** The socket gets a 'token-expiring' event this long before its token runs out. */
      expiryWarningSeconds: z.number().int().min(1).default(60),
      expiryCheckIntervalMs: z.number().int().min(50).default(5_000),
    })
    .prefault({}),
  console: z
    .object({
      historyLines: z.number().int().min(10).max(10_000).default(200),
      /** A server may print this many lines per window; beyond it lines are dropped with one notice. */
      throttleLines: z.number().int().min(10).default(2000),
      throttleWindowMs: z.number().int().min(10).default(100),
      /** Messages queued per socket when the browser reads slowly; the oldest are dropped beyond it. */
      clientQueueMessages: z.number().int().min(4).default(64),
      batchIntervalMs: z.number().int().min(5).default(50),
    })
    .prefault({}),
  websocket: z
    .object({
      maxFrameBytes: z.number().int().min(256).default(4096),
      commandsPerSecond: z.number().min(1).default(10),
      authPerFiveSeconds: z.number().min(1).default(2),
      otherPerSecond: z.number().min(1).default(4),
      /**
       * Browser origins allowed to open console sockets (exact match, "*" for any). Empty means the
       * web app's own origin only. Requests without an Origin header (non-browsers) are allowed:
       * they still need a signed token.
       */
      allowedOrigins: z.array(z.string()).default([]),
    })
    .prefault({}),
  docker: z
    .object({
      defaultImage: z.string().default("itzg/minecraft-server:java21"),
      /** "bridge" on a normal host; tests run with "none" because the CI engine has no bridge. */
      networkMode: z.string().default("bridge"),
      pidsLimit: z.number().int().min(16).default(512),
      readOnlyRootfs: z.boolean().default(false),
      tmpfsMiB: z.number().int().min(1).default(100),
      /** uid:gid the server process runs as; empty keeps the image's own user handling. */
      user: z.string().default(""),
      containerPrefix: z.string().default("hopper-"),
      dataMountPath: z.string().default("/data"),
    })
    .prefault({}),
  power: z
    .object({
      /** Longest any power action may hold the per-server lock before it is released by force. */
      lockTimeoutSeconds: z.number().int().min(1).default(900),
      defaultStopGraceSeconds: z.number().int().min(1).default(60),
    })
    .prefault({}),
  crash: z
    .object({
      firstRestartDelayMs: z.number().int().min(0).default(5_000),
      maxRestartDelayMs: z.number().int().min(0).default(300_000),
      /** After this many crashes without a stable run the server stays offline. */
      maxAttempts: z.number().int().min(0).default(5),
      /** A run longer than this resets the back-off. */
      stableAfterMs: z.number().int().min(0).default(120_000),
    })
    .prefault({}),
  backups: z
    .object({
      gzipLevel: z.number().int().min(0).max(9).default(1),
      /** Throttle for backup writes and restore reads, MiB/s; 0 means unlimited. */
      writeLimitMiBps: z.number().min(0).default(0),
      downloadLinkSeconds: z.number().int().min(10).default(900),
      scheduleCheckIntervalMs: z.number().int().min(100).default(60_000),
    })
    .prefault({}),
  files: z
    .object({
      uploadLimitMiB: z.number().int().min(1).default(1024),
      readLimitMiB: z.number().int().min(1).default(16),
      contentDownloadLimitMiB: z.number().int().min(1).default(512),
      /** Most entries an archive may have to be extracted (zip and tar). */
      archiveMaxEntries: z.number().int().min(1).default(100_000),
      /** Most data an extraction may write, whatever the disk quota (zip bombs declare huge sizes). */
      archiveMaxMiB: z.number().int().min(1).default(65_536),
      /** Content downloads to private or loopback addresses are refused unless this is on (tests). */
      allowPrivateContentUrls: z.boolean().default(false),
    })
    .prefault({}),
  callbacks: z
    .object({
      path: z.string().default("/api/agent/callbacks"),
      firstRetryDelayMs: z.number().int().min(10).default(1_000),
      maxRetryDelayMs: z.number().int().min(10).default(60_000),
      requestTimeoutMs: z.number().int().min(100).default(15_000),
    })
    .prefault({}),
  stats: z.object({ diskRescanDebounceMs: z.number().int().min(10).default(2_000) }).prefault({}),
});

export type AgentConfig = z.infer<typeof agentConfigSchema>;

export async function loadConfig(file: string): Promise<AgentConfig> {
  const raw: unknown = JSON.parse(await readFile(file, "utf8"));
  const parsed = agentConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid agent config ${file}:\n${z.prettifyError(parsed.error)}`);
  }
  return { ...parsed.data, dataDir: path.resolve(path.dirname(file), parsed.data.dataDir) };
}
