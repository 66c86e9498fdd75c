// Serves one web route handler (a Next.js `GET`/`POST` export) on a real socket for integration tests, with
// the same request/response translation as the API test server.
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll } from "vitest";

import { toWebRequest, writeWebResponse } from "../../modules/ui/src/server/node-http";

export function setupRouteServer(handler: (request: Request) => Promise<Response>): { origin: string } {
  let server: Server | undefined;
  const handle = { origin: "" };
  beforeAll(async () => {
    server = createServer((req, res) => {
      handler(toWebRequest(req, handle.origin))
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
  });
  return handle;
}
