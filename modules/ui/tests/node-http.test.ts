import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restJson } from "@hopper/core/module";

import { toWebRequest, writeWebResponse } from "../src/server/node-http";

// The production web server answers the API through these two functions; this checks what a client sees.
let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    const head = req.method === "HEAD";
    const request = toWebRequest(req, origin, head ? "GET" : req.method);
    void (async () => {
      const url = new URL(request.url);
      if (url.pathname === "/cookies") {
        const headers = new Headers({ "content-type": "text/plain" });
        headers.append("set-cookie", "a=1; Path=/");
        headers.append("set-cookie", "b=2; Path=/; HttpOnly");
        return writeWebResponse(new Response("cookies", { headers }), res, { omitBody: head });
      }
      if (url.pathname === "/json") {
        const answer = restJson({ name: "é", list: [1, 2] }, { status: 202, headers: { "x-kept": "yes" } });
        return writeWebResponse(answer, res, { omitBody: head, buffered: true });
      }
      // Echo: method, query and the body as it streamed in; ?buffered=1 writes the answer in one piece.
      const body = `${request.method} ${url.search} ${request.body ? await request.text() : ""}`;
      const buffered = url.searchParams.has("buffered");
      return writeWebResponse(new Response(body, { status: 201 }), res, { omitBody: head, buffered });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("node-http", () => {
  it("passes method, query and a streamed body, and the status", async () => {
    const payload = "x".repeat(256 * 1024);
    const response = await fetch(`${origin}/echo?a=1`, { method: "POST", body: payload });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe(`POST ?a=1 ${payload}`);
  });

  it("writes a buffered answer whole, with its length", async () => {
    const response = await fetch(`${origin}/echo?buffered=1`, { method: "PUT", body: "é" });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).toBe("PUT ?buffered=1 é");
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
  });

  it("keeps several Set-Cookie headers apart", async () => {
    const response = await fetch(`${origin}/cookies`);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/; HttpOnly"]);
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await fetch(`${origin}/cookies`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(await response.text()).toBe("");
  });

  it("writes a REST JSON answer's kept text whole, with its status, headers and length", async () => {
    const response = await fetch(`${origin}/json`);
    expect(response.status).toBe(202);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-kept")).toBe("yes");
    const text = await response.text();
    expect(text).toBe('{"name":"é","list":[1,2]}');
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    const head = await fetch(`${origin}/json`, { method: "HEAD" });
    expect(head.status).toBe(202);
    expect(await head.text()).toBe("");
  });
});
