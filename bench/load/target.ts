// What the load runs against: the production-like stack (scripts/stack/stack.ts) or one instance
// (single.ts), behind one shape. Both get the same settings for the load run (README: rate limits).
import { startSingle } from "./single";

export type TargetKind = "stack" | "single";

export interface OpenTarget {
  title: string;
  url: string;
  databaseUrl: string;
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
  throw new Error("the stack target needs scripts/stack/stack.ts");
}
