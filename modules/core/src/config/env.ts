import { z } from "zod";

import { postgresTuningSettingsShape } from "./postgres-tuning";
import { storageIssues, storageSettingsShape } from "./storage";

/** The kernel's own slice of the configuration. Modules add theirs through `settings` in their manifest. */
export const coreSettingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: the launcher starts embedded PostgreSQL and sets it for its children. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Public base URL of the site, used in links in mails and API answers. */
  HOPPER_URL: z.url().optional(),
  HOPPER_DATA_DIR: z.string().min(1).default(".data"),
  /**
   * Run as root from a folder the `postgres` user cannot enter, the embedded cluster and a copy of the
   * PostgreSQL build live here instead (see docs/operations.md).
   */
  HOPPER_SYSTEM_DIR: z.string().min(1).default("/var/lib/hopper"),
  /** Secret for signing cookies and short-lived tokens; generated into the data dir when unset outside production. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** Unset: one readable line per entry on a terminal, JSON lines otherwise (files, pipes, containers). */
  LOG_FORMAT: z.enum(["json", "text"], { message: "must be json or text" }).optional(),
  /** smtp://user:pass@host:587 or smtps://…; unset keeps mail in the outbox table (staff read it at /admin/mail). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Hopper <no-reply@localhost>"),
  /** Requests per minute per client address on the public API (/v2, /v3). */
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /**
   * At most this many milliseconds between an API request and its count reaching the other web instances
   * (rate_limit_buckets, one batched statement per sync); a key near its limit syncs at once. A test stack sets
   * it low (e.g. 50) so instances agree quickly.
   */
  API_RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  /**
   * How many reverse proxies stand in front of the web server. 0: the client is the socket's peer and
   * X-Forwarded-For is ignored; n: the client is the n-th address from the right of X-Forwarded-For.
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Bearer token a scraper presents at `/metrics` (web, jobs). Unset: `/metrics` answers loopback and private
   * addresses only (docs/operations.md, Monitoring).
   */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * Port of the jobs process's `/healthz` and `/metrics` server. Unset: no server (several workers on one
   * machine would otherwise clash on a default); 0: any free port, logged at start.
   */
  JOBS_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** How often a jobs worker beats in `job_workers`, in seconds; the reaper of dead workers looks every 1.5 beats. */
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).max(300).default(10),
  /**
   * A jobs worker not seen for this many seconds is dead: a live worker fails its running jobs, which pg-boss then
   * retries. Keep it at least 3 beats, and above the longest pause of a worker's event loop.
   */
  JOBS_WORKER_DEAD_SECONDS: z.coerce.number().min(0.3).max(3600).default(45),
  /** Linked from the error page: where visitors check whether the site is down, and where to ask for help. */
  HOPPER_STATUS_URL: z.url().optional(),
  HOPPER_CHAT_URL: z.url().optional(),
  ...storageSettingsShape,
  ...postgresTuningSettingsShape,
});

export type CoreSettings = z.infer<typeof coreSettingsSchema>;

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super("Invalid configuration:\n" + issues.map((issue) => `  ${issue.variable}: ${issue.message}`).join("\n"));
    this.name = "ConfigError";
  }
}

/**
 * Parses the environment with the kernel schema merged with every module's settings schema.
 * Throws a ConfigError naming each bad variable; callers print it and exit.
 */
export function parseConfig<S extends z.ZodObject>(
  env: Record<string, string | undefined>,
  extra?: S,
): CoreSettings & z.infer<S> {
  const schema = extra ? coreSettingsSchema.extend(extra.shape) : coreSettingsSchema;
  // Empty strings mean "unset" for every variable, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        variable: issue.path.map(String).join(".") || "(environment)",
        message: issue.message,
      })),
    );
  }
  const crossIssues = storageIssues(result.data as CoreSettings);
  if (crossIssues.length > 0) throw new ConfigError(crossIssues);
  return result.data as CoreSettings & z.infer<S>;
}
