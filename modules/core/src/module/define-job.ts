import type { z } from "zod";

import type { Db } from "../db/client";

export interface JobContext {
  db: Db;
  jobId: string;
  /**
   * Send a follow-up job (same registry). With `id` (a UUID derived from what the job is about) the send is
   * idempotent: a second send with the same id while the first job exists queues nothing and answers null, so
   * a retried job that fans out does not double its follow-ups.
   */
  send: (name: string, payload: unknown, options?: { id?: string }) => Promise<string | null>;
}

export type JobHandler<T> = (payload: T, ctx: JobContext) => Promise<void>;

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** `<module id>.<job>`, kebab-case. */
  name: string;
  schema: S;
  retry?: {
    /** Attempts after the first one. */
    limit: number;
    delaySeconds: number;
    /** Exponential back-off from delaySeconds. */
    backoff: boolean;
  };
  expireInSeconds?: number;
  /** Domain events (published with `publishEvent`) that also queue this job, e.g. "catalog.project-changed". */
  subscribe?: readonly string[];
  /**
   * Work up to `size` waiting jobs of this queue in one handler call, their payloads combined by `merge`
   * (e.g. the union of ids to re-index): a burst of sends costs one run per polling interval, not one each.
   * A job sent while a batch runs waits for the next batch.
   */
  batch?: { size: number; merge(payloads: z.infer<S>[]): z.infer<S> };
  /** 5-field cron expression in UTC. */
  cron?: string;
  /** Loaded only by the jobs process, so the web app never bundles handlers. */
  handler: () => Promise<{ default: JobHandler<z.infer<S>> }>;
}

export const JOB_NAME_PATTERN = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;

/** Identity helper that keeps the payload type tied to the schema. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  if (!JOB_NAME_PATTERN.test(definition.name)) {
    throw new Error(`Job name "${definition.name}" must look like "<module>.<job>" in kebab-case.`);
  }
  return definition;
}
