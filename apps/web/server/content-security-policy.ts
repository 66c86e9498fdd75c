import { randomBytes } from "node:crypto";

import { DEFAULT_MEDIA_HOSTS } from "@hopper/core/markdown/media-hosts";
import { EMBED_FRAME_HOSTS } from "@hopper/core/markdown/iframe-policy";

// The pages' Content-Security-Policy: only what the site uses. Scripts run only with this response's nonce
// (Next.js reads it from the request's `content-security-policy` header and puts it on its own scripts; the
// scripts they load are trusted through 'strict-dynamic'), so a script injected into a page never runs.
// Styles allow inline: React writes `style` attributes and the theme is set by attribute, not by script.
// Media: this site, the third-party hosts markdown shows directly (everything else goes through the image
// proxy at /api/image-proxy), and the bucket's public URL when images are served from S3. Frames: the
// video and chat embeds markdown allows. Connections: this site, and the hosting nodes' console sockets (the
// browser talks to a node's agent directly; docs/hosting.md "Console"). /docs/api sends its own, stricter policy (api-reference.ts).

export interface PolicyOptions {
  /** S3_PUBLIC_URL when set: images and files are served from there. */
  publicStorageUrl?: string;
  /** The hosting nodes' console socket origins (ws:// or wss://): the overview's console connects to them. */
  connectOrigins?: readonly string[];
  /**
   * Billing shows Stripe's Payment Element (`stripeOnPages()`): Stripe.js from js.stripe.com, its frames from
   * js.stripe.com and hooks.stripe.com (3-D Secure), its calls to api.stripe.com. Only then: without Stripe the
   * policy names no Stripe origin.
   */
  stripe?: boolean;
}

/** The origins Stripe.js needs (docs.stripe.com/security/guide, "Content Security Policy"). */
export const STRIPE_SOURCES = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
} as const;

/**
 * Whether billing puts Stripe's Payment Element on its pages: the same two variables as billing's
 * `stripeOnPages()` (modules/billing/src/server/services/providers/configured.ts), read here because the web server
 * sets the headers below any module.
 */
export function stripeOnPages(env: Readonly<Record<string, string | undefined>>): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
}

const https = (host: string) => `https://${host}`;

/** A fresh nonce for one response (128 random bits, base64). */
export const newNonce = () => randomBytes(16).toString("base64");

/** The policy for one HTML response with `nonce`. */
export function contentSecurityPolicy(nonce: string, options: PolicyOptions = {}): string {
  const storage = options.publicStorageUrl ? [new URL(options.publicStorageUrl).origin] : [];
  const media = ["'self'", "data:", "blob:", ...DEFAULT_MEDIA_HOSTS.map(https), ...storage].join(" ");
  const stripe = (kind: keyof typeof STRIPE_SOURCES) => (options.stripe ? STRIPE_SOURCES[kind] : []);
  return [
    "default-src 'self'",
    // Browsers that know 'strict-dynamic' trust what the nonced scripts load and ignore host sources; Stripe's host is
    // for those that do not.
    ["script-src 'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...stripe("script")].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media}`,
    `media-src ${media}`,
    "font-src 'self' data:",
    ["connect-src 'self'", ...(options.connectOrigins ?? []), ...stripe("connect")].join(" "),
    ["frame-src", ...EMBED_FRAME_HOSTS.map(https), ...stripe("frame")].join(" "),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // A sign-in form posted without JavaScript is answered with a redirect to the chosen provider (GitHub,
    // Discord, an OIDC issuer…), and browsers apply form-action to that redirect: other HTTPS sites stay allowed.
    "form-action 'self' https:",
    "frame-ancestors 'none'",
  ].join("; ");
}
