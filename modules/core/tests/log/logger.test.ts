import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { createLogger, withLogContext } from "../../src/log";
import { formatHumanLine } from "../../src/log/human";

const run = promisify(execFile);
const FIXTURE = "modules/core/tests/log/fixtures/log-every-level.ts";

/** Runs the fixture in its own process with `env`; its stdout, line by line. */
async function linesOf(env: Record<string, string>): Promise<string[]> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", FIXTURE], {
    env: { ...process.env, LOG_FORMAT: "json", ...env },
  });
  return stdout.trim().split("\n");
}
const levelsOf = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { level: string }).level);

// Each test starts Node processes under tsx (seconds each on a loaded machine): a wide limit, no timed assertion.
describe("LOG_LEVEL in a process", { timeout: 120_000 }, () => {
  it("writes every level from debug, and from warn only warn and error", async () => {
    const [debug, warn, error] = await Promise.all(
      ["debug", "warn", "error"].map((LOG_LEVEL) => linesOf({ LOG_LEVEL })),
    );
    expect(levelsOf(debug!)).toEqual(["debug", "info", "warn", "error", "info"]);
    expect(levelsOf(warn!)).toEqual(["warn", "error"]);
    expect(levelsOf(error!)).toEqual(["error"]);
  });

  it("writes JSON lines with the component, the fields and the error's stack", async () => {
    const lines = (await linesOf({ LOG_LEVEL: "info" })).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[1]).toMatchObject({ level: "warn", component: "fixture", detail: 42, msg: "a warn line" });
    expect(lines[2]).toMatchObject({ level: "error", err: { type: "Error", message: "boom" } });
    expect((lines[2]!.err as { stack: string }).stack).toMatch(/^Error: boom\n\s+at /);
    expect(lines[3]).toMatchObject({ requestId: "req-1", msg: "inside a request" });
    expect(lines[0]).not.toHaveProperty("requestId");
  });

  it("writes readable lines with LOG_FORMAT=text", async () => {
    const text = (await linesOf({ LOG_LEVEL: "info", LOG_FORMAT: "text" })).join("\n");
    expect(text).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}fixture: an info line$/m);
    expect(text).toMatch(/WARN {2}fixture: a warn line {2}detail=42$/m);
    expect(text).toMatch(/ERROR fixture: an error line\n {4}Error: boom\n {8}at /);
  });
});

describe("the log context", () => {
  it("adds the fields of the work in progress to every line, nested and across awaits, and keeps parallel work apart", async () => {
    const written: Record<string, unknown>[] = [];
    const log = createLogger((line) => written.push(JSON.parse(line) as Record<string, unknown>));
    const work = async (id: string) =>
      withLogContext({ requestId: id }, async () => {
        log.info("start");
        await new Promise((resolve) => setImmediate(resolve));
        await withLogContext({ jobId: `job-of-${id}` }, async () => log.info("nested"));
        log.info("end");
      });
    await Promise.all([work("a"), work("b")]);
    log.info("outside");
    const of = (id: string) => written.filter((line) => line.requestId === id).map((line) => [line.msg, line.jobId]);
    for (const id of ["a", "b"]) {
      expect(of(id)).toEqual([
        ["start", undefined],
        ["nested", `job-of-${id}`],
        ["end", undefined],
      ]);
    }
    expect(written.at(-1)).not.toHaveProperty("requestId");
  });

  it("lets a line's own field win over the context's", () => {
    const written: Record<string, unknown>[] = [];
    const log = createLogger((line) => written.push(JSON.parse(line) as Record<string, unknown>));
    withLogContext({ requestId: "context" }, () => log.info({ requestId: "explicit" }, "line"));
    expect(written[0]).toMatchObject({ requestId: "explicit" });
  });
});

describe("the readable format", () => {
  it("shows control characters a client could have sent escaped, keeping line breaks", () => {
    const line = JSON.stringify({ level: "info", msg: "a\u001b[31mred\nnext", path: "/x\u0007" });
    expect(formatHumanLine(line)).toBe(" INFO  a\\u001b[31mred\nnext  path=/x\\u0007\n");
  });

  it("leaves a line that is not JSON as it is", () => {
    expect(formatHumanLine("not json\n")).toBe("not json\n");
  });
});
