import { describe, expect, it } from "vitest";

import { compileRoute, matchRoute } from "../src/module";
import type { RestHandler } from "../src/module";

const ok: RestHandler = async () => new Response("ok");

describe("REST routes", () => {
  it("match by path and method, decode parameters, and tell a wrong method from a missing route", () => {
    const routes = [
      compileRoute("catalog", {
        method: "GET",
        path: "/v2/project/:id",
        summary: "",
        operationId: "getProject",
        tag: { name: "Projects", description: "" },
        response: { kind: "empty", description: "" },
        handler: async () => ({ default: ok }),
      }),
    ];
    const found = matchRoute(routes, "GET", "/v2/project/magic%20storage/");
    expect(found.params).toEqual({ id: "magic storage" });
    expect(matchRoute(routes, "POST", "/v2/project/x")).toMatchObject({ compiled: null, methodMismatch: true });
    expect(matchRoute(routes, "GET", "/v2/project/x/y")).toMatchObject({ compiled: null, methodMismatch: false });
  });

  it("import a handler once, and again after a failed import", async () => {
    let imports = 0;
    let fail = true;
    const route = compileRoute("catalog", {
      method: "GET",
      path: "/v2/thing",
      summary: "",
      operationId: "getThing",
      tag: { name: "Things", description: "" },
      response: { kind: "empty", description: "" },
      handler: async () => {
        imports += 1;
        if (fail) throw new Error("module failed to load");
        return { default: ok };
      },
    });
    await expect(route.load()).rejects.toThrow("module failed to load");
    fail = false;
    const [first, second] = await Promise.all([route.load(), route.load()]);
    expect(first).toBe(ok);
    expect(second).toBe(ok);
    await route.load();
    expect(imports).toBe(2);
  });
});
