import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { writeWebResponse } from "../../../modules/ui/src/server/node-http";
import { API_REFERENCE_CSP, apiReferencePage } from "../server/api-reference";
import { contentSecurityPolicy, stripeOnPages } from "../server/content-security-policy";
import {
  PAGE_VARY,
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
  SECURITY_HEADERS,
  preparePageHeaders,
} from "../server/page-headers";

// Issue 14 (caching and headers) for what the web server sends with pages. The server below is web-server.ts's
// page step (preparePageHeaders) followed by handlers that answer as Next.js does for a dynamically rendered
// page: `private, no-cache, no-store, max-age=0, must-revalidate`, set with setHeader or given to writeHead, and
// the script nonce read from the request's content-security-policy header. Asked with `RSC: 1` (a client-side
// navigation), the same address answers the page's RSC payload, as Next.js does.

const NEXT_DYNAMIC = "private, no-cache, no-store, max-age=0, must-revalidate";
const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;
/** Next.js 16's Vary for an app page, HTML or RSC payload (base-server.ts setVaryHeader). */
const NEXT_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

/** A page as Next.js writes it: its <script> carries the nonce Next.js found in the request. */
function nextLikePage(req: IncomingMessage, res: ServerResponse, extra: Record<string, string> = {}) {
  const nonce = NONCE.exec(String(req.headers["content-security-policy"]))?.[1] ?? "";
  res.setHeader("Cache-Control", NEXT_DYNAMIC);
  res.setHeader("Vary", NEXT_VARY);
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  if (req.headers.rsc === "1") {
    res.setHeader("Content-Type", "text/x-component");
    res.end('0:{"b":"build"}\n');
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(`<!doctype html><script nonce="${nonce}">1</script>`);
}

const handlers: Record<string, (req: IncomingMessage, res: ServerResponse) => void | Promise<void>> = {
  "/page": (req, res) => nextLikePage(req, res),
  "/sets-cookie": (req, res) => nextLikePage(req, res, { "Set-Cookie": "locale=en-US; Path=/" }),
  "/write-head": (_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": NEXT_DYNAMIC });
    res.end("<!doctype html>");
  },
  "/json": (_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "cache-control": NEXT_DYNAMIC });
    res.end("{}");
  },
  "/error": (_req, res) => {
    res.writeHead(500, { "content-type": "text/html", "cache-control": NEXT_DYNAMIC });
    res.end("<!doctype html>");
  },
  "/docs/api": async (_req, res) => writeWebResponse(await apiReferencePage(), res),
  // A payload whose Vary names none of the router's headers (should Next.js stop naming them).
  "/bare-rsc": (_req, res) => {
    res.writeHead(200, { "content-type": "text/x-component", "cache-control": NEXT_DYNAMIC });
    res.end("0:{}\n");
  },
};

let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    preparePageHeaders(req, res);
    void handlers[new URL(req.url ?? "/", "http://x").pathname]!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (path: string, init: RequestInit = {}) => fetch(new URL(path, origin), init);

describe("page caching", () => {
  it("lets anyone keep a signed-out visitor's page, revalidated before reuse, never no-store", async () => {
    const response = await get("/page");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
    expect(response.headers.get("vary")).toBe(`${NEXT_VARY}, Cookie, Accept-Language`);
  });

  it("marks a signed-in visitor's page private (also a split session cookie), still without no-store", async () => {
    for (const cookie of [
      "theme=dark; authjs.session-token=abc",
      "__Secure-authjs.session-token=abc",
      "authjs.session-token.0=abc; authjs.session-token.1=def",
    ]) {
      const response = await get("/page", { headers: { cookie } });
      expect(response.headers.get("cache-control"), cookie).toBe(PRIVATE_PAGE_CACHE);
    }
    const other = await get("/page", { headers: { cookie: "not-authjs.session-token=abc; theme=dark" } });
    expect(other.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
  });

  it("marks a page that sets a cookie private", async () => {
    expect((await get("/sets-cookie")).headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE);
  });

  it("rewrites the value also when it is handed to writeHead", async () => {
    expect((await get("/write-head")).headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
  });

  it("leaves answers to POST, server errors and non-HTML as Next.js sent them", async () => {
    expect((await get("/page", { method: "POST", body: "x" })).headers.get("cache-control")).toBe(NEXT_DYNAMIC);
    expect((await get("/error")).headers.get("cache-control")).toBe(NEXT_DYNAMIC);
    const json = await get("/json");
    expect(json.headers.get("cache-control")).toBe(NEXT_DYNAMIC);
    expect(json.headers.get("content-security-policy")).toBeNull();
  });
});

describe("RSC payloads (client-side navigations)", () => {
  const RSC = { rsc: "1", "next-router-state-tree": "%5B%22%22%5D" };
  const varyOf = (response: Response) =>
    (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());

  it("gives a signed-out visitor's payload the page's public, no-cache, varying by everything it is rendered from", async () => {
    const response = await get("/page?_rsc=1abcd", { headers: RSC });
    expect(response.headers.get("content-type")).toBe("text/x-component");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
    expect(varyOf(response)).toEqual(expect.arrayContaining(PAGE_VARY.map((name) => name.toLowerCase())));
    // Security headers and the policy are for documents; a payload is no document.
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it("marks a signed-in visitor's payload, or one that sets a cookie, private, never no-store", async () => {
    const signedIn = await get("/page?_rsc=1abcd", { headers: { ...RSC, cookie: "authjs.session-token=abc" } });
    expect(signedIn.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE);
    expect((await get("/sets-cookie?_rsc=1abcd", { headers: RSC })).headers.get("cache-control")).toBe(
      PRIVATE_PAGE_CACHE,
    );
  });

  it("names the router's headers in Vary when the payload's handler did not", async () => {
    const response = await get("/bare-rsc?_rsc=1abcd", { headers: RSC });
    expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
    expect(response.headers.get("vary")).toBe(PAGE_VARY.join(", "));
  });

  it("leaves a server action's answer (a POST, also text/x-component) as Next.js sent it", async () => {
    const response = await get("/page", { method: "POST", body: "[]", headers: { ...RSC, "next-action": "x" } });
    expect(response.headers.get("content-type")).toBe("text/x-component");
    expect(response.headers.get("cache-control")).toBe(NEXT_DYNAMIC);
  });
});

describe("security headers", () => {
  it("sends every HTML page the security headers and a policy whose nonce is the one its scripts carry", async () => {
    const response = await get("/page", { headers: { "content-security-policy": "script-src 'nonce-chosen'" } });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = NONCE.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await response.text()).toContain(`<script nonce="${nonce}">`);
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toContain("unsafe-inline' 'strict");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("uses a new nonce for every response", async () => {
    const policies = await Promise.all([get("/page"), get("/page")].map(async (r) => (await r).headers));
    const [a, b] = policies.map((headers) => NONCE.exec(headers.get("content-security-policy") ?? "")?.[1]);
    expect(a).toBeDefined();
    expect(a).not.toBe(b);
  });

  it("keeps the policy a handler sends itself: /docs/api's Scalar page", async () => {
    const response = await get("/docs/api");
    expect(response.headers.get("content-security-policy")).toBe(API_REFERENCE_CSP);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("the policy's sources", () => {
  it("allows images and media from the bucket's public URL when S3 serves them, and the markdown embeds as frames", () => {
    const policy = contentSecurityPolicy("n", { publicStorageUrl: "https://cdn.example.com/hopper/" });
    const directive = (name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
    expect(directive("img-src")).toContain(" https://cdn.example.com");
    expect(directive("media-src")).toContain(" https://cdn.example.com");
    expect(directive("img-src")).toContain(" https://img.shields.io");
    expect(directive("frame-src")).toContain("https://www.youtube-nocookie.com");
    expect(directive("connect-src")).toBe("connect-src 'self'");
    expect(contentSecurityPolicy("n")).not.toContain("cdn.example.com");
  });

  it("allows Stripe.js, its frames and its API only when billing shows the Payment Element", () => {
    const directive = (policy: string, name: string) => policy.split("; ").find((p) => p.startsWith(`${name} `)) ?? "";
    const withStripe = contentSecurityPolicy("n", { stripe: true });
    expect(directive(withStripe, "script-src")).toBe(
      "script-src 'self' 'nonce-n' 'strict-dynamic' https://js.stripe.com",
    );
    expect(directive(withStripe, "frame-src")).toContain(" https://js.stripe.com https://hooks.stripe.com");
    expect(directive(withStripe, "frame-src")).toContain("https://www.youtube-nocookie.com");
    expect(directive(withStripe, "connect-src")).toBe("connect-src 'self' https://api.stripe.com");
    const without = contentSecurityPolicy("n");
    expect(without).not.toContain("stripe.com");
    expect(directive(without, "script-src")).toBe("script-src 'self' 'nonce-n' 'strict-dynamic'");
    // Both keys, as billing's stripeOnPages(): the secret alone puts no Payment Element on a page.
    expect(stripeOnPages({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" })).toBe(true);
    expect(stripeOnPages({ STRIPE_SECRET_KEY: "sk_test_x" })).toBe(false);
    expect(stripeOnPages({})).toBe(false);
  });
});
