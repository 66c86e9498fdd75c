import type { Server } from "node:http";

/**
 * How long the web server keeps an idle kept-alive connection open. It must exceed the upstream idle timeout of
 * every proxy in front (nginx's upstream `keepalive_timeout 60s` in docker/nginx.conf and scripts/stack/nginx.ts,
 * an AWS ALB's 60 s): the proxy must always be the side that closes an idle connection. With Node's default
 * (5 s) the server closed connections nginx still held, and a request nginx sent on one at that moment — a POST,
 * which nginx does not retry — got a 502 (found by bench/load and the fault runs).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * How long a request's headers may take. Above the keep-alive timeout: older Node versions measured it from the
 * connection's previous request, so a lower value cut kept-alive connections before `keepAliveTimeout` did.
 */
export const HEADERS_TIMEOUT_MS = 66_000;

/** Applies the keep-alive and header timeouts above to the web server. */
export function applyKeepAliveTimeouts(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  return server;
}
