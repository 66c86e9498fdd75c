// The launcher (`hopper start`, this suite's web server) supervises its children: after kill -9 of the
// embedded PostgreSQL or of the web process, the site answers again without anyone restarting it by hand.
import { readFileSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "@playwright/test";

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data");

interface Runtime {
  processes?: Record<string, number | undefined>;
}

const runtime = (): Runtime => JSON.parse(readFileSync(path.join(dataDir, "runtime.json"), "utf8")) as Runtime;

/** The launcher's processes once runtime.json names all three (it is rewritten as each one starts). */
async function processes(): Promise<Record<string, number | undefined>> {
  let found: Runtime["processes"] = {};
  await expect
    .poll(
      () => {
        found = runtime().processes ?? {};
        return ["postgres", "web", "jobs"].every((name) => found?.[name] !== undefined);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found ?? {};
}

const isAlive = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
};

/** A page and an API answer that both need the database: 200 once PostgreSQL and the web process are back. */
async function answers(request: APIRequestContext): Promise<boolean> {
  try {
    const [api, page] = await Promise.all([
      request.get("/v2/statistics", { timeout: 5000 }),
      request.get("/mods", { timeout: 10_000 }),
    ]);
    return api.status() === 200 && page.status() === 200;
  } catch {
    return false;
  }
}

test.describe("the launcher restarts a killed child", () => {
  test.skip(!!process.env.BASE_URL, "needs the suite's own launcher");
  // A restart of the web process (Next.js) takes a while on a loaded machine; the waits below are bounded.
  test.setTimeout(300_000);

  test("kill -9 of the embedded PostgreSQL: PostgreSQL, then web and jobs, start again", async ({ request }) => {
    expect(await answers(request)).toBe(true);
    const before = await processes();
    expect(before.postgres && isAlive(before.postgres)).toBe(true);

    process.kill(before.postgres!, "SIGKILL");
    await expect
      .poll(() => runtime().processes?.postgres !== before.postgres && answers(request), {
        timeout: 240_000,
        intervals: [500],
      })
      .toBe(true);
    const after = await processes();
    expect(after.web).not.toBe(before.web);
    expect(after.jobs).not.toBe(before.jobs);
    expect(Object.values(after).every((pid) => pid !== undefined && isAlive(pid))).toBe(true);
  });

  test("kill -9 of the web process: only the web process starts again", async ({ request }) => {
    await expect.poll(() => answers(request), { timeout: 240_000, intervals: [500] }).toBe(true);
    const before = await processes();
    expect(before.web && isAlive(before.web)).toBe(true);

    process.kill(before.web!, "SIGKILL");
    await expect
      .poll(() => runtime().processes?.web !== before.web && answers(request), { timeout: 240_000, intervals: [500] })
      .toBe(true);
    const after = await processes();
    expect(after.postgres).toBe(before.postgres);
    expect(after.jobs).toBe(before.jobs);
  });
});
