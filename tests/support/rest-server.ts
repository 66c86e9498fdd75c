// Serves the public API over real HTTP for integration tests: a Node http server on a free port whose only
// handler is the same `handleRestRequest` that apps/web/app/v2/[...path]/route.ts exports, so a test's
// requests go through sockets, headers, bodies, CORS, rate limits, scopes and the module dispatcher
// against the test file's own database (setupTestDatabase points DATABASE_URL at it).
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll } from "vitest";

import { toWebRequest, writeWebResponse } from "../../modules/ui/src/server/node-http";
import { closeApiRateLimiter, handleRestRequest } from "../../apps/web/server/rest-handler";

export interface RestServer {
  /** `http://127.0.0.1:{port}` once the server listens. */
  origin: string;
  /**
   * fetch() against the server. `token` becomes the Authorization header; `ip` the forwarded client
   * address (each test can use its own so the per-IP rate limit never interferes).
   */
  request(path: string, init?: RequestInit & { token?: string; ip?: string }): Promise<Response>;
  /** request() that also parses the JSON body (null for an empty body). */
  json<T = unknown>(
    path: string,
    init?: RequestInit & { token?: string; ip?: string },
  ): Promise<{ status: number; body: T; headers: Headers }>;
}

/** Starts the API server before the file's tests and closes it after them. */
export function setupRestServer(): RestServer {
  let server: Server | undefined;
  const handle: RestServer = {
    origin: "",
    async request(path, init = {}) {
      const { token, ip, headers, ...rest } = init;
      const merged = new Headers(headers);
      if (token) merged.set("authorization", token);
      merged.set("x-forwarded-for", ip ?? "198.51.100.1");
      return fetch(`${handle.origin}${path}`, { ...rest, headers: merged });
    },
    async json(path, init) {
      const response = await handle.request(path, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as never, headers: response.headers };
    },
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      handleRestRequest(toWebRequest(req, handle.origin))
        .then((response) => writeWebResponse(response, res))
        .catch((error: unknown) => {
          res.statusCode = 500;
          res.end(String(error));
        });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    handle.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    // Its last counts are sent while the file's database still exists (setupTestDatabase's hooks run after).
    await closeApiRateLimiter();
  });
  return handle;
}
