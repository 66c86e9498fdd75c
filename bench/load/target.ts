// What the load runs against: the production-like stack (scripts/stack/stack.ts) or one instance
// (single.ts), behind one shape. Both get the same settings for the load run (README: rate limits).
import { startStack } from "../../scripts/stack/stack";
import type { Stack } from "../../scripts/stack/stack";
import { startSingle } from "./single";

export type TargetKind = "stack" | "single";

export interface OpenTarget {
  title: string;
  url: string;
  databaseUrl: string;
  /** The stack itself (kill, waitHealthy) for the fault run; absent for one instance. */
  stack?: Stack;
  stop(): Promise<void>;
}

/**
 * The public API's limit (300 a minute per address or token) would refuse a creator tool doing 5 requests a
 * second: raised for the run. Sign-in keeps its limits (30 per address, 10 per account in 10 minutes): the
 * mix signs in as many accounts from many visitor addresses instead.
 */
export const LOAD_ENV = { API_RATE_LIMIT: "1000000" };

export async function openTarget(kind: TargetKind): Promise<OpenTarget> {
  if (kind === "single") {
    const single = await startSingle(LOAD_ENV);
    return { title: "one web instance, one worker", ...single };
  }
  // nginx appends its peer to X-Forwarded-For: with the generator as the outer proxy, two are trusted.
  // LOAD_STACK_DIR (an existing empty folder) keeps the stack's logs (nginx's error log, each process's) after
  // the run; by default the stack's temporary folder is removed.
  const dataDir = process.env.LOAD_STACK_DIR;
  const stack = await startStack({ web: 2, workers: 2, dataDir, env: { ...LOAD_ENV, TRUSTED_PROXIES: "2" } });
  return {
    title: "the stack: 2 web behind nginx, 2 workers",
    url: stack.url,
    databaseUrl: stack.databaseUrl,
    stack,
    stop: () => stack.stop(),
  };
}
