import type { Viewer } from "../auth/viewer";
import type { Db } from "../db/client";

/** What every procedure sees. Built per request by the web app, or directly by tests. */
export interface TrpcContext {
  db: Db;
  viewer: Viewer | null;
  /** Client address, for rate limits and session records. */
  ip: string | null;
  userAgent: string | null;
}
