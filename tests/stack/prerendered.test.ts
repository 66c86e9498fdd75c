import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// What `next build` renders ahead is answered from the build on every web instance, whatever the instance's
// environment or the database say later: the configuration of the machine that built the image (HOPPER_URL) or
// its data would be served for ever. So nothing but Next.js's own error page may be prerendered
// (docs/operations.md, "Caches and several instances"). Reads the web build the stack step runs after.
const manifest = path.resolve(import.meta.dirname, "../../apps/web/.next/prerender-manifest.json");

describe("the web build", () => {
  it("prerenders no page or route of the site", () => {
    const { routes, dynamicRoutes } = JSON.parse(readFileSync(manifest, "utf8")) as {
      routes: Record<string, unknown>;
      dynamicRoutes: Record<string, unknown>;
    };
    expect(Object.keys(routes).filter((route) => route !== "/_global-error")).toEqual([]);
    expect(Object.keys(dynamicRoutes)).toEqual([]);
  });
});
