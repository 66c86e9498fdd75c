// Vitest global setup (listed first, so its teardown runs last): the run's temporary files go to a folder
// of their own (TMPDIR), and the run fails when a test left a hopper-* folder there. Tests remove what
// they create, also when they fail (tests/support/temp-dir.ts); the folder itself goes in any case.
import { chmodSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export default function setup() {
  const systemTemp = tmpdir();
  const runDir = mkdtempSync(path.join(systemTemp, "hopper-test-run-"));
  // As root, the test clusters run as `postgres`, which must pass through this folder.
  chmodSync(runDir, 0o711);
  // Read by os.tmpdir() in this process and in the test workers, which start after global setup.
  process.env.TMPDIR = runDir;

  return () => {
    const left = readdirSync(runDir).filter((name) => name.startsWith("hopper-"));
    rmSync(runDir, { recursive: true, force: true });
    process.env.TMPDIR = systemTemp;
    if (left.length > 0) {
      const message = `The test run left ${left.length} temporary folder(s) behind: ${left.sort().join(", ")}. A test must remove what it creates, also when it fails (tests/support/temp-dir.ts).`;
      console.error(`\n${message}\n`);
      process.exitCode = 1;
      throw new Error(message);
    }
  };
}
