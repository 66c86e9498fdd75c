import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";

/** Removes the launcher's throwaway data dir once the web server has stopped. */
export default async function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.startsWith(tmpdir())) await rm(dir, { recursive: true, force: true });
}
