import { z } from "zod";

/** A node named by its id (validated again by the service; this only bounds the input). */
export const nodeIdInput = z.object({ nodeId: z.string().max(32) });
export const setDrainingInput = nodeIdInput.extend({ draining: z.boolean() });
/** The registration form's fields as typed (strings or numbers); the service's schema checks and converts them. */
export const registerNodeInput = z.object({
  id: z.string().max(64),
  name: z.string().max(200),
  region: z.string().max(32),
  agentUrl: z.string().max(1000),
  publicUrl: z.string().max(1000),
  gameHost: z.string().max(1000),
  cpu: z.union([z.number(), z.string().max(32)]),
  memoryMiB: z.union([z.number(), z.string().max(32)]),
  diskMiB: z.union([z.number(), z.string().max(32)]),
  portFirst: z.union([z.number(), z.string().max(32)]),
  portLast: z.union([z.number(), z.string().max(32)]),
});
