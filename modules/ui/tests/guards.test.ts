import { describe, expect, it } from "vitest";

import { runGuards } from "../src/server/guards";
import { decodeErrorDigest, HttpError } from "../src/server/http-error";

describe("route checks", () => {
  it("refuse an unregistered name with 'Unknown route middleware'", async () => {
    const attempt = runGuards(["no-such-check"], { path: "/x", searchParams: {} });
    await expect(attempt).rejects.toThrow("Unknown route middleware");
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
  });
});

describe("error digests", () => {
  it("carry status and message to the error page", () => {
    expect(decodeErrorDigest(new HttpError(403, "Only admins can view this page.").digest)).toEqual({
      statusCode: 403,
      message: "Only admins can view this page.",
    });
  });

  it("fall back to the spec's default error", () => {
    expect(decodeErrorDigest(undefined)).toEqual({ statusCode: 1000, message: "Unknown error" });
    expect(decodeErrorDigest("2349871234")).toEqual({ statusCode: 1000, message: "Unknown error" });
  });
});
