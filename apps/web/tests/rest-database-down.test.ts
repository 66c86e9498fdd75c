// The public API while PostgreSQL is down (stopped, restarting, failing over): launchers get a 503 they can retry,
// and the routes that need no database keep answering.
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

import { beforeAll, describe, expect, it } from "vitest";

import { resetConfigCache } from "../../../modules/core/src/config";
import { setupRestServer } from "../../../tests/support/rest-server";

beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  // Nothing listens there: every connection is refused, as when PostgreSQL is stopped.
  process.env.DATABASE_URL = `postgresql://hopper:hopper@127.0.0.1:${port}/hopper`;
  resetConfigCache();
});

const api = setupRestServer();

describe("the public API while PostgreSQL is down", () => {
  it.each([
    "/v2/project/sodium",
    "/v2/search?query=magic",
    "/v2/version_file/0123456789abcdef0123456789abcdef01234567",
  ])("GET %s answers 503 unavailable with Retry-After", async (path) => {
    const { status, body, headers } = await api.json(path);
    expect(status).toBe(503);
    expect(body).toEqual({
      error: "unavailable",
      description: "The service is briefly unavailable. Try again in a few seconds.",
    });
    expect(headers.get("retry-after")).toBe("5");
    expect(headers.get("access-control-allow-origin")).toBe("*");
  });

  it("a request with a token is a 503 too, not a refused token", async () => {
    const { status, body } = await api.json("/v2/user", { token: "hop_some-token-while-the-database-is-down" });
    expect(status).toBe(503);
    expect(body).toMatchObject({ error: "unavailable" });
  });

  it("a route that needs no database still answers", async () => {
    const { status, body } = await api.json<string[]>("/v2/tag/project_type");
    expect(status).toBe(200);
    expect(body).toContain("mod");
  });
});
