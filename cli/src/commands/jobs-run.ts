import { runJobsProcess } from "@hopper/jobs";

import { openDatabase } from "../lib/database";

export async function jobsRunCommand(): Promise<void> {
  const handle = await openDatabase();
  process.env.DATABASE_URL = handle.url;
  (await import("@hopper/core/config")).resetConfigCache();
  await runJobsProcess();
}
