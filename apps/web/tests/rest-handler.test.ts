import { describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../../modules/core/src/auth/tokens";
import { newId } from "../../../modules/core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { handleRestRequest } from "../server/rest-handler";

const database = setupTestDatabase();
const call = (path: string, init: RequestInit = {}) => handleRestRequest(new Request(`http://localhost${path}`, init));

describe("the /v2 dispatcher", () => {
  it("answers an unknown route with the API's error body and CORS headers", async () => {
    const response = await call("/v2/no/such/route");
    expect(response.status).toBe(404);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({ error: "not_found", description: "the requested route does not exist" });
  });

  it("answers CORS preflights", async () => {
    const response = await call("/v2/user", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-headers")).toContain("Authorization");
  });

  it("checks the route's scope: none, wrong, right, garbage", async () => {
    const user = await database.db.user.create({ data: { id: newId(), username: "apiuser", usernameKey: "apiuser" } });
    const narrow = await createPersonalAccessToken(database.db, {
      userId: user.id,
      name: "narrow",
      scopes: ["PROJECT_READ"],
    });
    const wide = await createPersonalAccessToken(database.db, { userId: user.id, name: "wide", scopes: ["USER_READ"] });

    const anonymous = await call("/v2/user");
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).description).toBe("Authentication Error: this endpoint needs a token");

    const refused = await call("/v2/user", { headers: { Authorization: narrow.token } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: "unauthorized",
      description: "Authentication Error: the token does not have the USER_READ scope",
    });

    const allowed = await call("/v2/user", { headers: { Authorization: `Bearer ${wide.token}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ id: user.id, username: "apiuser", email: null });

    const garbage = await call("/v2/user", { headers: { Authorization: "hop_not-a-real-token" } });
    expect(garbage.status).toBe(401);
  });

  it("serves public routes to anyone, 404 for unknown users", async () => {
    await database.db.user.create({ data: { id: newId(), username: "Public", usernameKey: "public" } });
    expect((await (await call("/v2/user/PUBLIC")).json()).username).toBe("Public");
    const missing = await call("/v2/user/nobody");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "not_found", description: "the requested user was not found" });
  });

  it("serves an OpenAPI document built from the declared routes and their zod schemas", async () => {
    const response = await call("/v2/openapi.json");
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe("3.1.0");
    const search = doc.paths["/v2/search"].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual([
      "query",
      "facets",
      "index",
      "offset",
      "limit",
    ]);
    expect(search.parameters.find((p: { name: string }) => p.name === "limit").schema).toMatchObject({
      minimum: 1,
      maximum: 100,
    });
    expect(doc.paths["/v2/user"].get).toMatchObject({ security: [{ token: [] }], "x-scope": "USER_READ" });
    expect(doc.paths["/v2/user/{id}"].get.parameters[0]).toMatchObject({ name: "id", in: "path", required: true });
  });
});
