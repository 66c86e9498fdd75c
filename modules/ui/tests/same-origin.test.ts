import { describe, expect, it } from "vitest";

import { isCrossSiteRequest } from "../src/server/same-origin";

const post = (headers: Record<string, string>) =>
  new Request("http://hopper.test/api/trpc/x", { method: "POST", headers });

describe("cross-site request check", () => {
  it("refuses a POST whose Origin is another site", () => {
    expect(isCrossSiteRequest(post({ origin: "https://evil.example", host: "hopper.test" }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "null", host: "hopper.test" }))).toBe(true);
  });

  it("allows same-site POSTs, token clients without Origin, and reads", () => {
    expect(isCrossSiteRequest(post({ origin: "http://hopper.test", host: "hopper.test" }))).toBe(false);
    expect(isCrossSiteRequest(post({ host: "hopper.test" }))).toBe(false);
    expect(
      isCrossSiteRequest(new Request("http://hopper.test/x", { headers: { origin: "https://evil.example" } })),
    ).toBe(false);
  });
});
