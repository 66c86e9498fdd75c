import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";

setupTestDatabase();
const api = setupRestServer();

describe("the public API over HTTP", () => {
  it("answers a public read with open CORS and the rate-limit headers", async () => {
    const { status, body, headers } = await api.json<string[]>("/v2/tag/project_type", { ip: "203.0.113.7" });
    expect(status).toBe(200);
    expect(body).toContain("modpack");
    expect(headers.get("access-control-allow-origin")).toBe("*");
    expect(headers.get("x-ratelimit-limit")).toBe("300");
    expect(Number(headers.get("x-ratelimit-remaining"))).toBe(299);
  });

  it("answers a preflight without touching a handler", async () => {
    const response = await api.request("/v2/project/anything", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-headers")).toContain("Authorization");
  });

  it("gives the error body for an unknown route and for a bad token", async () => {
    const missing = await api.json("/v2/no-such-thing");
    expect(missing).toMatchObject({ status: 404, body: { error: "not_found" } });
    const badToken = await api.json("/v2/user", { token: "hop_not-a-real-token" });
    expect(badToken.status).toBe(401);
    expect(badToken.body).toMatchObject({ error: "unauthorized" });
  });
});
