import { setupDatabase as setup } from "@hopper/core/postgres";

import { MIGRATIONS_DIR } from "./paths";
import { allJobs } from "./registry";

export function setupDatabase(url: string): Promise<string[]> {
  return setup(url, MIGRATIONS_DIR, allJobs());
}
