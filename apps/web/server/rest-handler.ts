import {
  ACCOUNT_BANNED_MESSAGE,
  hasScope,
  isBannedToken,
  RESTRICTED_SCOPES,
  resolveViewer,
  sessionIdFromCookieHeader,
} from "@hopper/core/auth";
import type { ScopeName, Viewer } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import type { Db } from "@hopper/core/db";
import { AppError, restErrorResponse } from "@hopper/core/errors";
import { config } from "@hopper/core/config";
import { clientAddress, readBodyWithin, REST_BULK_JSON_BODY_LIMIT } from "@hopper/core/http";
import { hasNul } from "@hopper/core/validation";
import { compileRoute, matchRoute, openApiDocument, restJson, withRestBodyLimit } from "@hopper/core/module";
import { sharedRateLimiter } from "@hopper/core/rate-limit";
import type { ApiRateLimiter, RateLimitState, SharedRateLimiter } from "@hopper/core/rate-limit";
import type { CompiledRoute } from "@hopper/core/module";
import { modules } from "@hopper/generated/modules";

let compiled: CompiledRoute[] | undefined;
const routes = () =>
  (compiled ??= modules.flatMap((m) =>
    ("rest" in m && m.rest ? m.rest : []).map((route) => compileRoute(m.id, route)),
  ));

// Public reads are open to any origin (launchers and web tools call the API from browsers).
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type",
  "Access-Control-Expose-Headers": "X-Ratelimit-Limit, X-Ratelimit-Remaining, X-Ratelimit-Reset",
};

// Counted in memory and synced through PostgreSQL, so every web instance enforces one limit without a database
// write per request (core's rate-limit/shared-window.ts; docs/operations.md, "Caches and several instances").
// Tests may put their own limiter here.
const holder = globalThis as unknown as { hopperApiLimiter?: ApiRateLimiter | SharedRateLimiter };
const limiter = () =>
  (holder.hopperApiLimiter ??= sharedRateLimiter({
    limit: config().API_RATE_LIMIT,
    database: db,
    syncIntervalMs: config().API_RATE_LIMIT_SYNC_MS,
  }));

/** Sends this process's unsynced API counts (a web process shutting down; a test before its database goes). */
export async function closeApiRateLimiter(): Promise<void> {
  const current = holder.hopperApiLimiter;
  holder.hopperApiLimiter = undefined;
  if (current && "close" in current) await current.close();
}

/**
 * Who calls: the token's user. A route whose scope no token may hold (PAT_READ, SESSION_READ…: listing tokens
 * and sessions) is the signed-in browser's only, as on the reference platform: it reads the session cookie
 * and refuses any token. No other route reads the cookie, so open CORS never lets another site act as a visitor.
 */
async function routeViewer(
  request: Request,
  database: Db,
  scope: ScopeName | undefined,
  tokenViewer: Viewer | null,
): Promise<Viewer | null> {
  const authorization = request.headers.get("authorization");
  if (scope && RESTRICTED_SCOPES.includes(scope)) {
    if (authorization) {
      throw new AppError("unauthorized", "Authentication Error: this endpoint takes a signed-in session, not a token");
    }
    const sessionId = await sessionIdFromCookieHeader(request.headers.get("cookie"));
    return sessionId ? resolveViewer(database, { sessionId }) : null;
  }
  return tokenViewer;
}

/**
 * The rate limit's bucket: a valid token's user, at API_RATE_LIMIT × their multiplier (a perk of Hopper+; the
 * multiplier comes with the viewer's user row, so this is the token lookup the route needs anyway); anything else,
 * a bad token included, per client address at API_RATE_LIMIT.
 */
function rateOf(request: Request, tokenViewer: Viewer | null) {
  const hit = limiter();
  if (tokenViewer) {
    const limit = config().API_RATE_LIMIT * Math.max(1, tokenViewer.user.apiRateMultiplier ?? 1);
    return hit(`user:${tokenViewer.user.id}`, Date.now(), limit);
  }
  return hit(addressKey(request));
}

const addressKey = (request: Request) => `address:${clientAddress(request.headers) ?? "unknown"}`;

/**
 * An answer given before any route reads the body (the rate limit's 429, a refused token): the body is read and
 * dropped first, up to the largest body a route takes, so the client reads the answer — a body left unread in the
 * socket gets the connection reset under the client, which a launcher would take for a network failure.
 */
async function beforeBody(request: Request, answer: Response): Promise<Response> {
  if (request.body) await readBodyWithin(request, REST_BULK_JSON_BODY_LIMIT).catch(() => undefined);
  return answer;
}

/** The 429 answer, with the limit's headers. */
function rateLimited(rate: RateLimitState, headers: Record<string, string>): Response {
  return restJson(
    {
      error: "ratelimit_error",
      description: `You are being rate-limited. Please wait ${rate.resetSeconds * 1000} milliseconds. 0/${rate.limit} remaining.`,
    },
    { status: 429, headers },
  );
}

const rateHeaders = (rate: RateLimitState) => ({
  ...CORS,
  "X-Ratelimit-Limit": String(rate.limit),
  "X-Ratelimit-Remaining": String(rate.remaining),
  "X-Ratelimit-Reset": String(rate.resetSeconds),
});

/** Dispatches `/v2/*` and `/v3/*` to the module that declared the route, checking the token's scope. */
export async function handleRestRequest(request: Request): Promise<Response> {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
  const url = new URL(request.url);
  const authorization = request.headers.get("authorization");
  // An address out of requests is refused before its token is looked up: a flood of bogus tokens (counted per
  // address) must not cost a database query each. A subscriber's valid token is counted against their own limit.
  if (authorization) {
    const address = limiter().peek(addressKey(request));
    if (!address.allowed) return beforeBody(request, rateLimited(address, rateHeaders(address)));
  }
  // The token is resolved before the limit is counted, so a subscriber's requests count against their own limit.
  let tokenViewer: Viewer | null;
  try {
    tokenViewer = authorization ? await resolveViewer(db(), { authorization }) : null;
  } catch (error) {
    // a refused token (a banned account's) still counts against its address
    limiter()(addressKey(request));
    return beforeBody(request, restErrorResponse(error, CORS));
  }
  const rate = rateOf(request, tokenViewer);
  const headers = rateHeaders(rate);
  if (!rate.allowed) return beforeBody(request, rateLimited(rate, headers));
  try {
    if (request.method === "GET" && /^\/v[23]\/openapi\.json$/.test(url.pathname)) {
      return restJson(
        await openApiDocument(
          routes().map((r) => r.route),
          { title: "Hopper API", version: "2", serverUrl: `${url.origin}` },
        ),
        { headers },
      );
    }
    // PostgreSQL cannot store or compare NUL (error 22021): refused here once for every route's query string.
    for (const [key, value] of url.searchParams) {
      if (hasNul(key) || hasNul(value))
        throw new AppError("invalid_input", "The query string must not contain NUL characters.");
    }
    const match = matchRoute(routes(), request.method, url.pathname);
    if (!match.compiled) {
      if (match.methodMismatch) throw new AppError("invalid_input", `Method ${request.method} is not allowed here.`);
      throw new AppError("not_found", "the requested route does not exist");
    }
    // Before anything can refuse it, so every body is read (within its limit) or refused with 413.
    const bounded = await withRestBodyLimit(request, match.compiled.route);
    const database = db();
    const scope = match.compiled.route.scope;
    const viewer = await routeViewer(request, database, scope, tokenViewer);
    if (authorization && !viewer) {
      // A banned user's token is refused with the reason, so their app can tell them instead of "invalid".
      if (await isBannedToken(database, authorization)) throw new AppError("unauthorized", ACCOUNT_BANNED_MESSAGE);
      throw new AppError("unauthorized", "Authentication Error: invalid or expired token");
    }
    if (scope) {
      if (!viewer) {
        const needs = RESTRICTED_SCOPES.includes(scope) ? "a signed-in session" : "a token";
        throw new AppError("unauthorized", `Authentication Error: this endpoint needs ${needs}`);
      }
      if (!hasScope(viewer.scopes, scope)) {
        throw new AppError("unauthorized", `Authentication Error: the token does not have the ${scope} scope`);
      }
    }
    const handler = await match.compiled.load();
    const response = await handler(bounded, {
      db: database,
      viewer,
      ip: clientAddress(request.headers),
      params: match.params,
      url,
    });
    for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
    return closeIfTooLarge(response);
  } catch (error) {
    return closeIfTooLarge(restErrorResponse(error, headers));
  }
}

/** A 413 leaves the rest of the body unread: the connection closes so it never reaches the next request on it. */
function closeIfTooLarge(response: Response): Response {
  if (response.status === 413) response.headers.set("connection", "close");
  return response;
}
