import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { startLoggingProcess } from "../../../tests/support/logging-process";
import type { LogLine, LoggingProcess } from "../../../tests/support/logging-process";

const database = setupTestDatabase();
const FIXTURE = "apps/web/tests/fixtures/request-log-server.ts";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// One server process for the file; each test tells its lines apart by request id.
let server: LoggingProcess;
let origin = "";
beforeAll(async () => {
  server = startLoggingProcess(FIXTURE, { DATABASE_URL: database.url, LOG_LEVEL: "info" });
  const listening = await server.waitFor("listening", (line) => line.msg === "listening");
  origin = `http://127.0.0.1:${String(listening.port)}`;
}, 120_000);
afterAll(() => server?.stop());

const requestLine = (requestId: string) =>
  server.waitFor(`the request line of ${requestId}`, (line) => line.msg === "request" && line.requestId === requestId);

describe("web request logging over HTTP", () => {
  it("keeps a sane incoming x-request-id, answers it and logs one line for the request with it", async () => {
    const response = await fetch(`${origin}/v2/tag/project_type?x=secret`, {
      headers: { "x-request-id": "launcher-req.42" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("launcher-req.42");
    const line = await requestLine("launcher-req.42");
    expect(line).toMatchObject({ level: "info", component: "http", method: "GET", path: "/v2/tag/project_type" });
    expect(line.status).toBe(200);
    expect(typeof line.durationMs).toBe("number");
    // The query string can hold anything a client sends; the path is enough to find the request.
    expect(JSON.stringify(line)).not.toContain("secret");
  });

  it("replaces a missing, overlong or odd x-request-id with a new one", async () => {
    for (const sent of [undefined, "a".repeat(129), "two words", "<script>", "id;drop"]) {
      const response = await fetch(`${origin}/v2/tag/loader`, { headers: sent ? { "x-request-id": sent } : {} });
      const id = response.headers.get("x-request-id")!;
      expect(id, `for ${sent}`).toMatch(UUID);
      await requestLine(id);
    }
    expect(server.lines.some((line) => line.requestId === "a".repeat(129) || line.requestId === "two words")).toBe(
      false,
    );
  });

  it("puts the request id on every line written while the request is handled, with requests in parallel", async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `parallel-${i}`);
    const responses = await Promise.all(
      ids.map((id) => fetch(`${origin}/fixture/query`, { headers: { "x-request-id": id } })),
    );
    expect(responses.map((r) => r.status)).toEqual(ids.map(() => 200));
    for (const id of ids) await requestLine(id);
    for (const id of ids) {
      const own = server.lines.filter((line) => line.requestId === id).map((line) => line.msg);
      expect(own.sort()).toEqual(["after the query", "before the query", "request"]);
    }
    const handled = server.lines.filter((line) => line.component === "fixture" && line.msg !== "listening");
    expect(handled).toHaveLength(ids.length * 2);
    expect(handled.every((line: LogLine) => ids.includes(String(line.requestId)))).toBe(true);
  });

  it("logs a 5xx with the error's stack and the request id, at error", async () => {
    const response = await fetch(`${origin}/fixture/fail`);
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id")!;
    expect(await response.json()).toEqual({ error: "internal_error", description: "An internal error occurred." });
    const request = await requestLine(id);
    expect(request).toMatchObject({ level: "error", status: 500, path: "/fixture/fail" });
    const error = server.lines.find((line) => line.requestId === id && line.msg === "internal error");
    expect(error).toMatchObject({ level: "error", component: "api" });
    expect((error!.err as { stack: string }).stack).toMatch(/Error: planned failure\n\s+at /);
  });
});
