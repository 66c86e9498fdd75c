import { z } from "zod";

/** A size PostgreSQL takes (`512MB`, `8GB`) or a plain number. */
const size = z.string().regex(/^\d+(\.\d+)?\s*(kB|MB|GB|TB)?$/, "must be a number or a size such as 512MB");

/**
 * Overrides of the embedded PostgreSQL's settings, which are otherwise sized from the memory it finds
 * (postgres/tuning.ts; docs/operations.md, PostgreSQL settings). Read at every start of the cluster.
 */
export const postgresTuningSettingsShape = {
  /** The memory the settings are computed from, instead of the machine's or the container's limit. */
  HOPPER_PG_MEMORY: z
    .string()
    .regex(/^\d+(\.\d+)?\s*([kKmMgGtT]?[bB])?$/, "must be a size such as 8GB")
    .optional(),
  HOPPER_PG_SHARED_BUFFERS: size.optional(),
  HOPPER_PG_EFFECTIVE_CACHE_SIZE: size.optional(),
  HOPPER_PG_WORK_MEM: size.optional(),
  HOPPER_PG_MAINTENANCE_WORK_MEM: size.optional(),
  HOPPER_PG_MAX_CONNECTIONS: z.string().regex(/^\d+$/, "must be a whole number").optional(),
  HOPPER_PG_RANDOM_PAGE_COST: z
    .string()
    .regex(/^\d+(\.\d+)?$/, "must be a number")
    .optional(),
  HOPPER_PG_MAX_WAL_SIZE: size.optional(),
};
