/**
 * The contract between the Hopper web app, the agent and browsers. The web app imports this file;
 * it must stay free of runtime dependencies other than zod.
 */
import { z } from "zod";

// ---------------------------------------------------------------------------------------------
// Servers
// ---------------------------------------------------------------------------------------------

export const serverIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{2,62}$/, "lower-case id, 3-63 chars");

export const serverStates = ["offline", "starting", "running", "stopping"] as const;
export type ServerState = (typeof serverStates)[number];

export const loaders = ["vanilla", "paper", "purpur", "fabric", "quilt", "forge", "neoforge"] as const;
export type Loader = (typeof loaders)[number];

/** Resources of a plan; cpu is in cores (spec: pyro plans from 2 to 8). */
export const planSchema = z.object({
  cpu: z.number().positive().max(64),
  memoryMiB: z.number().int().min(64),
  swapMiB: z.number().int().min(0).default(0),
  diskMiB: z.number().int().min(16),
});
export type Plan = z.infer<typeof planSchema>;

export const portSchema = z.object({
  host: z.number().int().min(1).max(65535),
  container: z.number().int().min(1).max(65535),
  protocol: z.enum(["tcp", "udp"]).default("tcp"),
});

export const startupSchema = z.object({
  /** Substring, or a regular expression when written as `regex:<pattern>`, that marks "running". */
  done: z.string().min(1).default(')! For help, type "help"'),
  stopCommand: z.string().min(1).default("stop"),
  stopGraceSeconds: z.number().int().min(1).max(3600).optional(),
});

/**
 * A Docker image reference (`[registry[:port]/]name[:tag][@sha256:digest]`), lower-case name parts as Docker
 * requires; the length limit keeps a hostile value out of logs and the stored spec.
 */
export const imageReferenceSchema = z
  .string()
  .min(1)
  .max(255)
  .regex(
    /^[a-z0-9]+(?:[._-][a-z0-9]+)*(?::[0-9]{1,5})?(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@sha256:[a-f0-9]{64})?$/,
    "a Docker image reference such as itzg/minecraft-server:java21",
  );

export const installSchema = z.object({
  loader: z.enum(loaders).default("vanilla"),
  loaderVersion: z.string().max(64).optional(),
  gameVersion: z.string().min(1).max(32).default("LATEST"),
});
export type InstallSpec = z.infer<typeof installSchema>;

export const createServerSchema = z.object({
  id: serverIdSchema,
  plan: planSchema,
  image: imageReferenceSchema.optional(),
  /** Overrides the image's command; the test image uses it, production images do not need it. */
  command: z.array(z.string()).optional(),
  ports: z.array(portSchema).default([]),
  env: z.record(z.string().regex(/^[A-Z_][A-Z0-9_]*$/), z.string()).default({}),
  startup: startupSchema.prefault({}),
  install: installSchema.prefault({}),
  suspended: z.boolean().default(false),
  crashRestart: z.boolean().default(true),
});
export type CreateServerRequest = z.input<typeof createServerSchema>;
export type ServerSpec = z.infer<typeof createServerSchema>;

export const updateServerSchema = z.object({
  plan: planSchema.partial().optional(),
  suspended: z.boolean().optional(),
  ports: z.array(portSchema).optional(),
  env: z.record(z.string().regex(/^[A-Z_][A-Z0-9_]*$/), z.string()).optional(),
  startup: startupSchema.partial().optional(),
  crashRestart: z.boolean().optional(),
  /**
   * The image the next start runs (the container is re-created from it); the image decides the Java
   * version. Refused with 409 busy while installing or backing up.
   */
  image: imageReferenceSchema.optional(),
});
export type UpdateServerRequest = z.input<typeof updateServerSchema>;

export const powerActions = ["start", "stop", "restart", "kill"] as const;
export type PowerAction = (typeof powerActions)[number];
export const powerRequestSchema = z.object({
  action: z.enum(powerActions),
  /**
   * How long the action may wait in the background for another power action to finish (the request
   * is still answered at once). 0 refuses with 409 straight away if another action is running.
   */
  waitSeconds: z.number().int().min(0).max(300).default(5),
});

export const commandRequestSchema = z.object({ command: z.string().min(1).max(1024) });

export const reinstallRequestSchema = installSchema.extend({ wipe: z.boolean().default(false) });

export const contentKinds = ["mod", "plugin", "datapack"] as const;
export const contentInstallSchema = z.object({
  url: z.url().refine((u) => /^https?:/i.test(u), "http(s) only"),
  kind: z.enum(contentKinds),
  filename: z
    .string()
    .regex(/^[A-Za-z0-9._+-]{1,128}$/)
    .refine((n) => n !== "." && n !== "..")
    .optional(),
  /** Hex SHA-512 (Modrinth publishes it) verified before the file is moved into place. */
  sha512: z
    .string()
    .regex(/^[0-9a-f]{128}$/)
    .optional(),
  world: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .default("world"),
});

export interface ServerStats {
  /** 0-100 % of the plan's CPU allowance. */
  cpuPercent: number;
  memoryBytes: number;
  memoryLimitBytes: number;
  diskBytes: number;
  diskLimitBytes: number;
  networkRxBytes: number;
  networkTxBytes: number;
  uptimeMs: number;
  /**
   * Who is online, read from the console (join/leave lines and the answer to `list`); 0 while offline.
   * `max` comes from the `list` answer or server.properties' `max-players` (null until known); `names`
   * holds at most 100 names of [A-Za-z0-9_]{1,16}, while `online` is the full count.
   */
  players: ServerPlayers;
}

export interface ServerPlayers {
  online: number;
  max: number | null;
  names: string[];
}

export interface ServerView {
  id: string;
  state: ServerState;
  suspended: boolean;
  busy: BusyReason | null;
  crashed: { exitCode: number | null; oomKilled: boolean; at: string } | null;
  installed: InstallSpec | null;
  plan: Plan;
  /** The image the next start runs (the spec's image or the node's default). */
  image: string;
  stats: ServerStats;
}

export type BusyReason = "backup-create" | "backup-restore" | "install";

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

export const filePathSchema = z.string().max(4096);
export const renameRequestSchema = z.object({ from: filePathSchema, to: filePathSchema });
export const copyRequestSchema = renameRequestSchema;
export const deleteRequestSchema = z.object({ paths: z.array(filePathSchema).min(1).max(1000) });
export const mkdirRequestSchema = z.object({ path: filePathSchema });
export const archiveRequestSchema = z.object({
  paths: z.array(filePathSchema).min(1).max(1000),
  destination: filePathSchema,
});
export const unarchiveRequestSchema = z.object({ path: filePathSchema, destination: filePathSchema.default("") });

export interface FileEntry {
  name: string;
  type: "file" | "directory" | "symlink" | "other";
  size: number;
  modifiedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Backups
// ---------------------------------------------------------------------------------------------

/** Spec section 4: queued, creating, failed to create, restoring, failed to restore, preparing
 *  download, failed to prepare; "ready" is a finished backup with nothing running. */
export const backupStatuses = [
  "queued",
  "creating",
  "ready",
  "failed-to-create",
  "restoring",
  "failed-to-restore",
  "preparing-download",
  "failed-to-prepare",
] as const;
export type BackupStatus = (typeof backupStatuses)[number];

export const backupSchema = z.object({
  id: z.string(),
  serverId: z.string(),
  name: z.string(),
  automated: z.boolean(),
  locked: z.boolean(),
  status: z.enum(backupStatuses),
  /** Spec section 8 message when status is one of the failed ones. */
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  checksum: z.string().nullable(),
  ignore: z.array(z.string()),
  progress: z.number().min(0).max(100),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupMessages = {
  failedToCreate: "Failed to create backup",
  failedToRestore: "Failed to restore backup",
  failedToPrepare: "Failed to prepare backup for download",
  alreadyPreparing: "Already preparing backup for download",
  interrupted: "The agent stopped while this operation was running",
  cancelled: "Cancelled",
} as const;

export const createBackupSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  name: z.string().min(1).max(64).optional(),
  /** gitignore-style patterns; when empty the server's `.hopperignore` file is used. */
  ignore: z.array(z.string().max(256)).max(200).default([]),
  automated: z.boolean().default(false),
});
export const restoreBackupSchema = z.object({ wipe: z.boolean().default(false) });
export const backupScheduleSchema = z.object({
  /** 0 turns automatic backups off. */
  intervalMinutes: z.number().min(0).max(10_080),
  retain: z.number().int().min(1).max(100),
});

// ---------------------------------------------------------------------------------------------
// Console WebSocket
// ---------------------------------------------------------------------------------------------

export const permissions = [
  "websocket.connect",
  "control.console",
  "control.start",
  "control.stop",
  "control.restart",
  "control.kill",
  "backup.read",
  "install.read",
] as const;
export type Permission = (typeof permissions)[number] | "*";

/** Claims of the short-lived token the web app signs (HS256 with the node token). */
export const consoleTokenClaimsSchema = z.object({
  purpose: z.literal("console"),
  server_id: serverIdSchema,
  sub: z.string().min(1),
  permissions: z.array(z.string()).max(64),
  iat: z.number(),
  exp: z.number(),
});
export type ConsoleTokenClaims = z.infer<typeof consoleTokenClaimsSchema>;

export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth"), token: z.string().min(10).max(4000) }),
  z.object({ type: z.literal("command"), command: z.string().min(1).max(1024) }),
  z.object({ type: z.literal("power"), action: z.enum(powerActions) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type AgentMessage =
  | { type: "auth-ok"; expiresAt: number; permissions: string[] }
  | { type: "auth-error"; reason: string }
  | { type: "token-expiring"; expiresAt: number }
  | { type: "token-expired" }
  | { type: "console"; lines: string[]; history?: boolean }
  | { type: "stats"; stats: ServerStats; state: ServerState }
  | { type: "state"; state: ServerState; crashed?: { exitCode: number | null; oomKilled: boolean } }
  | { type: "install-output"; line: string }
  | {
      type: "backup-progress";
      backupId: string;
      task: "create" | "restore" | "download";
      progress: number;
      status: BackupStatus;
    }
  | { type: "throttled"; what: string }
  | { type: "error"; message: string };

// ---------------------------------------------------------------------------------------------
// Callbacks to the web app (POST {webAppUrl}{callbacks.path}, Bearer node token)
// ---------------------------------------------------------------------------------------------

export type CallbackEvent =
  | { kind: "server-state"; serverId: string; state: ServerState; crashed: boolean; exitCode: number | null }
  | { kind: "install-result"; serverId: string; successful: boolean; reinstall: boolean; error: string | null }
  | { kind: "backup-result"; serverId: string; backup: Backup; task: "create" | "restore" | "download" }
  | { kind: "backup-progress"; serverId: string; backupId: string; task: "create" | "restore"; progress: number };

export interface CallbackEnvelope {
  id: string;
  nodeId: string;
  createdAt: string;
  event: CallbackEvent;
}
