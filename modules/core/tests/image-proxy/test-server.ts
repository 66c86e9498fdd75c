/** A local HTTP server on 127.0.0.1 standing in for remote hosts; it records every request it gets. */
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

export const PNG_BYTES = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

export interface TestServer {
  port: number;
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push(url.pathname + url.search);
    switch (url.pathname) {
      case "/image.png":
        response.writeHead(200, { "content-type": "image/png" }).end(PNG_BYTES);
        return;
      case "/svg":
        response.writeHead(200, { "content-type": "image/svg+xml" }).end('<svg onload="alert(1)"/>');
        return;
      case "/html":
        response.writeHead(200, { "content-type": "text/html" }).end("<script>alert(1)</script>");
        return;
      case "/big-declared":
        response.writeHead(200, { "content-type": "image/png", "content-length": "2000" }).end(Buffer.alloc(2000));
        return;
      case "/big-streamed":
        response.writeHead(200, { "content-type": "image/png" });
        response.write(Buffer.alloc(600));
        response.end(Buffer.alloc(600));
        return;
      case "/slow":
        // Never answers; the proxy's time limit must end the request.
        return;
      case "/missing":
        response.writeHead(404).end();
        return;
      case "/redirect":
        response.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end();
        return;
      case "/loop":
        response.writeHead(302, { location: "/loop" }).end();
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
