import { readFileSync } from "node:fs";
import { createServer } from "node:http";

import { describe, expect, it } from "vitest";

import { nginxConfig } from "../../../scripts/stack/nginx";
import { applyKeepAliveTimeouts, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from "../server/keep-alive";

// Found by bench/load: Node closed idle kept-alive connections after its default 5 s while nginx still held them,
// and a POST nginx sent on one at that moment got a 502. The web server now outlives the proxies' upstream idle
// timeout; these tests hold both sides to it without waiting for any timeout.

/** The upstream block's `keepalive_timeout` in seconds (null when absent). */
function upstreamKeepAliveSeconds(config: string): number | null {
  const upstream = /upstream hopper_web \{([^}]*)\}/.exec(config)?.[1] ?? "";
  const match = /^\s*keepalive_timeout (\d+)s;/m.exec(upstream);
  return match ? Number(match[1]) : null;
}

describe("the web server's keep-alive timeouts", () => {
  it("are set on the server above a 60 s proxy idle timeout, headers above keep-alive", () => {
    const server = applyKeepAliveTimeouts(createServer());
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.requestTimeout).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
  });

  it("is what web-server.ts applies to the server it starts", () => {
    const source = readFileSync(new URL("../server/web-server.ts", import.meta.url), "utf8");
    expect(source).toMatch(/applyKeepAliveTimeouts\(server\);/);
  });

  it("outlives the upstream keep-alive of the stack's nginx and the operators' nginx, which use keep-alive", () => {
    const stack = nginxConfig({ dir: "/tmp/unused", port: 8080, upstreams: [3001, 3002] });
    const operators = readFileSync(new URL("../../../docker/nginx.conf", import.meta.url), "utf8");
    for (const config of [stack, operators]) {
      const seconds = upstreamKeepAliveSeconds(config);
      expect(seconds).not.toBeNull();
      expect(seconds! * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
      expect(config).toMatch(/^\s*keepalive \d+;/m);
      expect(config).toMatch(/^\s*proxy_http_version 1\.1;/m);
      // Connection is cleared for ordinary requests (a map gives "" unless the client asks for an upgrade).
      expect(config).toMatch(/map \$http_upgrade \$\w+ \{\s*"" "";/);
    }
  });
});
