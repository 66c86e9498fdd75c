import { readFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SERVER_ACTION_BODY_LIMIT } from "../../../modules/core/src/http/body-limit";
import { refusedBody } from "../server/front-body-limit";

// Issue 13 item 6 for what the web server hands to Next.js (server actions, page form posts, Auth.js): an
// oversize body is refused with 413 before it is read. The server below is web-server.ts's front check
// followed by a handler that reads the whole body, as Next.js does for what passes the check.

let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    if (refusedBody(req, res)) return;
    let size = 0;
    req.on("data", (chunk: Buffer) => (size += chunk.byteLength));
    req.on("end", () => res.end(`read ${size}`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/**
 * Sends the headers and at most a kilobyte of the body, then waits for the answer: one that comes for a
 * declared length the body never reaches proves the server answered without waiting for (or reading) it.
 */
function post(path: string, headers: Record<string, string>, body = "x".repeat(1000), end = false) {
  return new Promise<{ status: number; text: string; connection: string | undefined }>((resolve, reject) => {
    const req = httpRequest(new URL(path, origin), { method: "POST", headers });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (part: string) => (text += part));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, text, connection: res.headers.connection });
      });
    });
    req.on("error", reject);
    if (end) req.end(body);
    else req.write(body);
  });
}

const MIB = 1024 * 1024;

describe("the web server's body limits in front of Next.js", () => {
  it("refuses a server action declaring more than 6 MiB with 413 before reading it", async () => {
    const answer = await post("/project/x/settings", {
      "next-action": "abc123",
      "content-type": "multipart/form-data; boundary=b",
      "content-length": String(50 * MIB),
    });
    expect(answer).toEqual({
      status: 413,
      text: "The request body must be at most 6 MiB.",
      connection: "close",
    });
  });

  it("refuses an Auth.js form post over 64 KiB", async () => {
    const answer = await post("/api/auth/callback/credentials", {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(65 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toBe("The request body must be at most 64 KiB.");
  });

  it("answers 411 to a page form post sent without a length (Next.js would cut it with a 500)", async () => {
    const answer = await post("/settings/profile", { "content-type": "text/plain", "transfer-encoding": "chunked" });
    expect(answer.status).toBe(411);
    expect(answer.text).toContain("Content-Length");
  });

  it("lets bodies within the limit through, and leaves tRPC and uploads to their own limits", async () => {
    expect(await post("/settings/profile", { "content-length": "5" }, "hello", true)).toMatchObject({
      status: 200,
      text: "read 5",
    });
    const trpc = await post("/api/trpc/x", { "content-length": "1000" }, "y".repeat(1000), true);
    expect(trpc).toMatchObject({ status: 200, text: "read 1000" });
    const upload = await post("/api/catalog/projects/x/versions", { "transfer-encoding": "chunked" }, "z", true);
    expect(upload.status).toBe(200);
    // The avatar upload answers its own limit in the upload script's shape (a page's post would get 411 here).
    const avatar = await post("/api/accounts/avatar", { "transfer-encoding": "chunked" }, "z", true);
    expect(avatar.status).toBe(200);
  });

  it("uses the same server action limit as next.config.ts", () => {
    const config = readFileSync(new URL("../next.config.ts", import.meta.url), "utf8");
    expect(config).toMatch(/bodySizeLimit: "6mb"/);
    expect(SERVER_ACTION_BODY_LIMIT).toBe(6 * MIB);
  });
});
