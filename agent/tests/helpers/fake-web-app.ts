import http from "node:http";
import type { CallbackEnvelope } from "../../src/protocol.js";

/**
 * Stands in for the Hopper web app's callback endpoint. It can be taken down (connection refused)
 * and brought back on the same port to test delivery after an outage.
 */
export class FakeWebApp {
  readonly received: CallbackEnvelope[] = [];
  private server: http.Server | null = null;
  port = 0;
  failWith: number | null = null;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (this.failWith) {
          res.writeHead(this.failWith).end();
          return;
        }
        this.received.push(JSON.parse(Buffer.concat(chunks).toString()) as CallbackEnvelope);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    const address = server.address();
    this.port = typeof address === "object" && address ? address.port : port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  events<K extends CallbackEnvelope["event"]["kind"]>(kind: K): Extract<CallbackEnvelope["event"], { kind: K }>[] {
    return this.received
      .map((e) => e.event)
      .filter((e): e is Extract<CallbackEnvelope["event"], { kind: K }> => e.kind === kind);
  }
}
