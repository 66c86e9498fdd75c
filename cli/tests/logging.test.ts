import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const BIN = path.resolve("bin/hopper.mjs");

/** Runs the real `hopper` command; its exit code, stdout and stderr. */
async function hopper(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      env: { ...process.env, LOG_FORMAT: "json", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each test starts the command under tsx (seconds on a loaded machine): a wide limit, no timed assertion.
describe("the hopper command's logs", { timeout: 120_000 }, () => {
  it("a one-shot command that fails on a fault logs the stack as a JSON line on stderr, says one sentence, prints nothing on stdout", async () => {
    // Nothing listens on port 1: the database connection fails, which is not the user's input error.
    const result = await hopper(
      { DATABASE_URL: "postgresql://hopper:hopper@127.0.0.1:1/hopper" },
      "token:create",
      "--user",
      "steve",
      "--scopes",
      "PROJECT_READ",
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    const lines = result.stderr.trim().split("\n");
    const logged = lines
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: "error", component: "hopper", msg: "the command failed" }),
    );
    const failure = logged.find((line) => line.msg === "the command failed")!;
    expect((failure.err as { stack: string }).stack).toMatch(/\n\s+at /);
    // After the log line, the sentence for the person at the terminal.
    expect(result.stderr.slice(result.stderr.lastIndexOf("}\n") + 2)).toMatch(/^hopper: \S/);
  });

  it("a bad LOG_LEVEL stops the command with the variable named, like every other setting", async () => {
    const result = await hopper({ LOG_LEVEL: "loud" }, "migrate");
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/LOG_LEVEL: /);
    expect(result.stdout).toBe("");
  });
});
