import { describe, expect, it } from "vitest";
import { z } from "zod";

import { AppError, restErrorResponse, toRestError } from "../src/errors";
import { RestJsonResponse } from "../src/module";

describe("toRestError", () => {
  it.each([
    [new AppError("not_found", "Project not found."), 404, "not_found", "Project not found."],
    [z.object({ limit: z.number() }).safeParse({ limit: "x" }).error, 400, "invalid_input", /^limit: /],
    // A client that hangs up mid-upload is not a server error (no 500, no stack trace in the log).
    [Object.assign(new Error("aborted"), { code: "ECONNRESET" }), 400, "invalid_input", /aborted by the client/],
    [new Error("boom: secret detail"), 500, "internal_error", "An internal error occurred."],
    ["a thrown string", 500, "internal_error", "An internal error occurred."],
  ] as const)("%s → %i %s", (error, status, code, description) => {
    const result = toRestError(error);
    expect(result.status).toBe(status);
    expect(result.body.error).toBe(code);
    if (typeof description === "string") expect(result.body.description).toBe(description);
    else expect(result.body.description).toMatch(description);
  });
});

describe("restErrorResponse", () => {
  // Launchers ask for many hashes and ids that do not exist: their 404s take the same kept-text path to the socket as
  // every other REST answer (modules/core/src/module/rest-json.ts), with the status and headers given.
  it("answers with its JSON text kept, the status and the headers", async () => {
    const answer = restErrorResponse(new AppError("not_found", "Project not found."), { "x-ratelimit-limit": "300" });
    expect(answer).toBeInstanceOf(RestJsonResponse);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("x-ratelimit-limit")).toBe("300");
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(await answer.json()).toEqual({ error: "not_found", description: "Project not found." });
  });
});
