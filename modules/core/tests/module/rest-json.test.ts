import { describe, expect, it } from "vitest";

import { restJson, RestJsonResponse } from "../../src/module";

// REST handlers answer with restJson; Next.js's route handler and tests read those answers as any Response.
describe("restJson", () => {
  it("reads like Response.json: status, headers, content type and body", async () => {
    const answer = restJson({ a: [1, "é"] }, { status: 201, headers: { "Cache-Control": "no-store" } });
    const reference = Response.json({ a: [1, "é"] }, { status: 201, headers: { "Cache-Control": "no-store" } });
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(reference.status);
    expect([...answer.headers]).toEqual([...reference.headers]);
    expect(await answer.text()).toBe(await reference.text());
  });

  it("gives its body once, by any reader, and says so", async () => {
    const answer = restJson({ ok: true });
    expect(answer.bodyUsed).toBe(false);
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.bodyUsed).toBe(true);
    await expect(answer.text()).rejects.toThrow(TypeError);
    expect(() => answer.clone()).toThrow(TypeError);
  });

  it("streams its body to a reader of `body`, and a clone reads apart", async () => {
    const answer = restJson([1, 2, 3]);
    const copy = answer.clone();
    expect(copy).toBeInstanceOf(RestJsonResponse);
    expect(await new Response(answer.body).text()).toBe("[1,2,3]");
    expect(answer.bodyUsed).toBe(true);
    expect(await copy.json()).toEqual([1, 2, 3]);
    expect(Buffer.from(await restJson("é").arrayBuffer()).toString()).toBe('"é"');
  });

  it("keeps a content type the handler set", () => {
    expect(restJson({}, { headers: { "content-type": "application/problem+json" } }).headers.get("content-type")).toBe(
      "application/problem+json",
    );
  });
});
