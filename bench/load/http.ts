// A lean HTTP/1.1 client for the load driver: node:http over kept-alive sockets (fetch() costs about a
// millisecond of the generator's own CPU a request, and the generator shares the 2 cores with what it
// measures). Loopback only: a URL that is not 127.0.0.1/localhost is refused, so a redirect can never take
// the benchmark off the machine.
import { Agent, request as httpRequest } from "node:http";
import type { IncomingHttpHeaders } from "node:http";

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Send {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A request that takes longer fails (the run stays bounded even when a process hangs). */
  timeoutMs?: number;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** One agent per target host, each with enough sockets for every client at once. */
export function loadAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

export function send(agent: Agent, url: URL, init: Send = {}): Promise<Reply> {
  if (!LOOPBACK.has(url.hostname)) return Promise.reject(new Error(`not a loopback address: ${url.origin}`));
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: init.method ?? "GET", agent, headers: init.headers, timeout: init.timeoutMs ?? 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

/** The `name=value` pairs of a reply's Set-Cookie headers. */
export function cookiesOf(reply: Reply): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of reply.headers["set-cookie"] ?? []) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    if (at > 0) cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
  return cookies;
}
