import type { IncomingMessage, ServerResponse } from "node:http";

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import { ROUTE_KINDS, routeKind } from "./route-kind";

// The web process's Prometheus metrics: every request it answers (pages, API, files), by method, status class
// and route kind (route-kind.ts), plus Node's process metrics. /healthz and /metrics themselves are not
// counted: a scraper and a load balancer would otherwise be most of the traffic on a quiet site.

export const webRegistry = new Registry();
collectDefaultMetrics({ register: webRegistry });

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const labelNames = ["method", "route", "status_class"] as const;

const requests = new Counter({
  name: "hopper_http_requests_total",
  help: "HTTP requests answered, by method, route kind and status class.",
  labelNames,
  registers: [webRegistry],
});
const duration = new Histogram({
  name: "hopper_http_request_duration_seconds",
  help: "Time from a request's arrival until its answer was sent or the client left, in seconds.",
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [webRegistry],
});
const inFlight = new Gauge({
  name: "hopper_http_requests_in_flight",
  help: "Requests being answered now.",
  registers: [webRegistry],
});

// Kinds exist from the start at 0, so a rate() over a kind that has seen no request yet is not missing.
for (const route of ROUTE_KINDS) requests.labels({ method: "GET", route, status_class: "2xx" }).inc(0);

/** Counts one request once its answer is sent or its client leaves. */
export function observeRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  // Read before the handlers run: Next.js rewrites req.url for some pages.
  const route = routeKind(req.url ?? "/");
  // A method outside the usual set (a scanner's PROPFIND) is one label, not one per verb invented.
  const method = METHODS.has(req.method ?? "") ? req.method! : "other";
  inFlight.inc();
  res.once("close", () => {
    inFlight.dec();
    const labels = { method, route, status_class: `${String(res.statusCode).charAt(0)}xx` };
    requests.inc(labels);
    duration.observe(labels, (performance.now() - started) / 1000);
  });
}
