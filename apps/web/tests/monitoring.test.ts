import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDb } from "../../../modules/core/src/db/client";
import type { Db } from "../../../modules/core/src/db/client";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { observeRequest } from "../server/metrics";
import { monitoringEndpoints } from "../server/monitoring";
import type { MonitoringOptions } from "../server/monitoring";

// The web server's front (web-server.ts) over real HTTP: the monitoring endpoints first, then every other
// request counted and handed to a stand-in for Next.js and the API that answers by path.
const database = setupTestDatabase();
const TOKEN = "a-metrics-token-for-the-test";
const servers: Server[] = [];

async function front(options: Omit<MonitoringOptions, "database"> & { database?: () => Db }): Promise<string> {
  // A generous probe timeout for a loaded test machine: the unreachable database fails at once (port 1).
  const monitoring = monitoringEndpoints({ database: () => database.db, databaseTimeoutMs: 30_000, ...options });
  const server = createServer((req, res) => {
    if (monitoring(req, res)) return;
    observeRequest(req, res);
    const status = req.url?.startsWith("/missing") ? 404 : req.url?.startsWith("/broken") ? 500 : 200;
    res.writeHead(status, { "content-type": "text/plain" });
    res.end("stand-in");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let direct = "";
let behindProxy = "";
let withToken = "";
beforeAll(async () => {
  direct = await front({ trustedProxies: 0 });
  behindProxy = await front({ trustedProxies: 1 });
  withToken = await front({ trustedProxies: 1, metricsToken: TOKEN });
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** The value of one series in Prometheus text, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("web /healthz", () => {
  it("answers 200 {status: ok} while PostgreSQL answers, uncached", async () => {
    const response = await fetch(`${direct}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${direct}/healthz`, { method: "HEAD" })).status).toBe(200);
  });

  it("answers 503 {status: unavailable} when the database cannot be reached", async () => {
    // Nothing listens on port 1: the pool's connection fails, well within the probe's second.
    const unreachable = createDb("postgresql://hopper@127.0.0.1:1/none", 1);
    try {
      const origin = await front({ trustedProxies: 0, database: () => unreachable });
      const response = await fetch(`${origin}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable", problems: ["database unreachable"] });
    } finally {
      await unreachable.$disconnect();
    }
  });

  it("refuses other methods", async () => {
    const response = await fetch(`${direct}/healthz`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("web /metrics", () => {
  it("counts requests by method, route kind and status class, never by raw path, and not the probes", async () => {
    for (const path of ["/v2/project/abc", "/v3/search?q=x", "/api/trpc/catalog.list", "/mod/sodium", "/"]) {
      await fetch(`${direct}${path}`);
    }
    await fetch(`${direct}/_next/static/chunks/app.js`);
    await fetch(`${direct}/data/AbCd/versions/1/file.jar`);
    await fetch(`${direct}/missing/page`);
    await fetch(`${direct}/broken`, { method: "POST" });
    await fetch(`${direct}/wp-login.php`);
    await fetch(`${direct}/healthz`);
    const response = await fetch(`${direct}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    const count = (labels: string) => sample(text, `hopper_http_requests_total{${labels}}`);
    expect(count('method="GET",route="api",status_class="2xx"')).toBeGreaterThanOrEqual(2);
    expect(count('method="GET",route="trpc",status_class="2xx"')).toBeGreaterThanOrEqual(1);
    expect(count('method="GET",route="page",status_class="2xx"')).toBeGreaterThanOrEqual(2);
    expect(count('method="GET",route="page",status_class="4xx"')).toBeGreaterThanOrEqual(1);
    expect(count('method="POST",route="page",status_class="5xx"')).toBeGreaterThanOrEqual(1);
    expect(count('method="GET",route="static",status_class="2xx"')).toBeGreaterThanOrEqual(1);
    expect(count('method="GET",route="download",status_class="2xx"')).toBeGreaterThanOrEqual(1);
    expect(count('method="GET",route="other",status_class="2xx"')).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'hopper_http_request_duration_seconds_count{method="GET",route="api",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(sample(text, "hopper_http_requests_in_flight")).toBe(0);
    // Node's process metrics come along.
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    // Neither a path nor the probes become a label.
    expect(text).not.toMatch(/sodium|abc|healthz|metrics"/);
  });

  it("without METRICS_TOKEN, answers loopback but refuses a public client coming through the proxy", async () => {
    expect((await fetch(`${behindProxy}/metrics`, { headers: { "x-forwarded-for": "10.1.2.3" } })).status).toBe(200);
    const refused = await fetch(`${behindProxy}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("hopper_http_requests_total");
    // A client cannot claim a private address: the proxy appends the real one on the right.
    const forged = await fetch(`${behindProxy}/metrics`, { headers: { "x-forwarded-for": "127.0.0.1, 198.51.100.7" } });
    expect(forged.status).toBe(403);
  });

  it("with METRICS_TOKEN, wants the token from everyone and takes it from a public address", async () => {
    const publicClient = { "x-forwarded-for": "203.0.113.9" };
    const anonymous = await fetch(`${withToken}/metrics`, { headers: publicClient });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toBe("Bearer");
    const wrong = await fetch(`${withToken}/metrics`, { headers: { ...publicClient, authorization: "Bearer nope" } });
    expect(wrong.status).toBe(403);
    // Loopback is no excuse once a token is set.
    expect((await fetch(`${withToken}/metrics`)).status).toBe(401);
    const accepted = await fetch(`${withToken}/metrics`, {
      headers: { ...publicClient, authorization: `Bearer ${TOKEN}` },
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("# TYPE hopper_http_requests_total counter");
  });
});
