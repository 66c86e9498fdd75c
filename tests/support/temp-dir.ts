// Temporary folders for tests, removed when the test file (or the test) ends, passed or failed; the run
// fails when one is left behind (tests/setup/temp-check.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, onTestFinished } from "vitest";

const make = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));
const remove = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** A folder for the whole test file (call it at the top of the file or in a describe), removed after it. */
export function fileTempDir(prefix: string): string {
  const dir = make(prefix);
  afterAll(() => remove(dir));
  return dir;
}

/** `fileTempDir` as the file's HOPPER_DATA_DIR (uploads, local storage, spooled files). */
export function tempDataDir(prefix: string): string {
  const dir = fileTempDir(prefix);
  process.env.HOPPER_DATA_DIR = dir;
  return dir;
}

/** A folder for the running test only, removed when it finishes. */
export function testTempDir(prefix: string): string {
  const dir = make(prefix);
  onTestFinished(() => remove(dir));
  return dir;
}
