import { z } from "zod";

import { imageReferenceSchema } from "@hopper/agent/protocol";

/**
 * Hosting's slice of the configuration (docs/hosting.md "Configuration"). HOSTING_LOCAL_AGENT: `hopper start` runs
 * a local agent when a Docker engine answers (`auto`), always (`on`, failing loudly without Docker) or never (`off`).
 */
export const hostingSettingsSchema = z.object({
  HOSTING_LOCAL_AGENT: z.enum(["auto", "on", "off"]).default("auto"),
  /** The local agent's port (default PORT + 1) and the Docker engine it uses. */
  AGENT_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DOCKER_SOCKET: z.string().min(1).default("/var/run/docker.sock"),
  /**
   * The image a server runs for the Java version chosen in its startup options: `{N}` becomes 8, 11, 17 or 21
   * (services/options/startup.ts `javaImage`; the local node of `hopper start` keeps its test image).
   */
  HOSTING_JAVA_IMAGES: z
    .string()
    .max(200)
    .default("itzg/minecraft-server:java{N}")
    .refine(
      (template) =>
        template.includes("{N}") && imageReferenceSchema.safeParse(template.replaceAll("{N}", "21")).success,
      "HOSTING_JAVA_IMAGES must be an image reference with {N} for the Java version, e.g. itzg/minecraft-server:java{N}",
    ),
  /**
   * Days a server suspended for billing (payment failed or cancelled) is kept before it is deleted with its files
   * (services/servers/expired-servers.ts); staff suspensions are never deleted by this.
   */
  HOSTING_DELETE_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(14),
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
