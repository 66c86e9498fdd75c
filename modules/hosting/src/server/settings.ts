import { z } from "zod";

/**
 * Hosting's slice of the configuration (docs/hosting.md "Configuration"). HOSTING_LOCAL_AGENT: `hopper start` runs
 * a local agent when a Docker engine answers (`auto`), always (`on`, failing loudly without Docker) or never (`off`).
 */
export const hostingSettingsSchema = z.object({
  HOSTING_LOCAL_AGENT: z.enum(["auto", "on", "off"]).default("auto"),
  /** The local agent's port (default PORT + 1) and the Docker engine it uses. */
  AGENT_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DOCKER_SOCKET: z.string().min(1).default("/var/run/docker.sock"),
});

export type HostingSettings = z.infer<typeof hostingSettingsSchema>;

let cached: HostingSettings | undefined;

export function hostingSettings(): HostingSettings {
  // eslint-disable-next-line no-restricted-properties -- the module's own validated slice of the environment
  cached ??= hostingSettingsSchema.parse(process.env);
  return cached;
}

/** Tests change the environment. */
export function resetHostingSettings(): void {
  cached = undefined;
}
