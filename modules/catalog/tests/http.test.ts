import { describe, expect, it } from "vitest";

import { POST as suggest } from "../src/server/http/suggest";

describe("POST /api/catalog/suggest", () => {
  it("refuses anonymous callers", async () => {
    const body = new FormData();
    body.set("projectType", "mod");
    const response = await suggest(new Request("http://localhost/api/catalog/suggest", { method: "POST", body }));
    expect(response.status).toBe(401);
  });

  it("refuses cross-site posts", async () => {
    const response = await suggest(
      new Request("http://localhost/api/catalog/suggest", {
        method: "POST",
        headers: { origin: "https://evil.example", host: "localhost" },
      }),
    );
    expect(response.status).toBe(403);
  });
});
