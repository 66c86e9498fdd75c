// A confidential web app's "Sign in with Hopper", on plain node:http so it runs anywhere; the same three routes fit
// any framework. The pending sign-in is kept on the server, keyed by a random cookie, so the `state` that comes
// back is checked against the browser that started the sign-in (RFC 9700 4.7).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import { finishSignIn, getUser, startSignIn } from "./hopper-oauth";
import type { HopperApp, HopperProvider, HopperTokens, HopperUser, PendingSignIn } from "./hopper-oauth";

export interface WebAppOptions {
  provider: HopperProvider;
  /** Registered as a confidential app: client id and secret (keep the secret on your server). */
  app: HopperApp;
  /** This app's own base URL; `<baseUrl>/callback` is the redirect URI to register. */
  baseUrl: string;
  scopes: readonly string[];
  /** Called after each sign-in: store the tokens with your user (the refresh token is the long-lived one). */
  onSignedIn?: (user: HopperUser, tokens: HopperTokens) => void;
}

const COOKIE = "example_sid";

/** The web app's request handler: `/` (a sign-in link or who is signed in), `/login` and `/callback`. */
export function webApp(options: WebAppOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const redirectUri = new URL("/callback", options.baseUrl).href;
  const pending = new Map<string, PendingSignIn>();
  const signedIn = new Map<string, HopperUser>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", options.baseUrl);
    const sid = /(?:^|;\s*)example_sid=([\w-]+)/.exec(req.headers.cookie ?? "")?.[1];
    if (url.pathname === "/login") {
      const id = randomBytes(16).toString("base64url");
      const signIn = await startSignIn(options.provider, options.app, { redirectUri, scopes: options.scopes });
      pending.set(id, signIn);
      res.writeHead(302, {
        Location: signIn.url.href,
        "Set-Cookie": `${COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/`,
      });
      res.end();
      return;
    }
    if (url.pathname === "/callback") {
      const signIn = sid ? pending.get(sid) : undefined;
      if (!sid || !signIn) return page(res, 400, "This sign-in did not start here. Start again.");
      pending.delete(sid);
      // Throws when the state does not match, the user declined (access_denied) or the code is refused.
      const tokens = await finishSignIn(options.provider, options.app, signIn, url);
      const user = await getUser(options.provider, tokens.accessToken);
      signedIn.set(sid, user);
      options.onSignedIn?.(user, tokens);
      res.writeHead(303, { Location: "/" }).end();
      return;
    }
    if (url.pathname === "/") {
      const user = sid ? signedIn.get(sid) : undefined;
      return user
        ? page(res, 200, `Signed in as ${escapeHtml(user.username)}.`)
        : page(res, 200, '<a href="/login">Sign in with Hopper</a>');
    }
    page(res, 404, "Not found.");
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      page(res, 400, `The sign-in failed: ${escapeHtml(message)}`);
    });
  };
}

function page(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><title>Example app</title><main>${body}</main>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
