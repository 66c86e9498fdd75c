import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { Browser } from "@playwright/test";

import { storageStateFor } from "../../support/demo-sessions";
import type { DemoAccount } from "../../support/demo-sessions";

/** A scope's bit, as `max_scopes` takes them (modules/core/src/auth/scopes.ts; the reference's positions). */
export const SCOPE_BIT = { USER_READ: 1 << 1, NOTIFICATION_READ: 1 << 5 } as const;

export interface RegisteredApp {
  id: string;
  client_secret: string | null;
}

/**
 * Registers an app the way the reference's website does: `POST /_internal/oauth/app` with `owner`'s session cookie
 * (the route takes no token) and the site's own Origin, as a browser sends it (the CSRF guard refuses a cookie
 * without one). Throws with the server's answer when refused.
 */
export async function registerApp(
  browser: Browser,
  owner: DemoAccount,
  body: { name: string; max_scopes: number; redirect_uris: string[]; is_public?: boolean },
): Promise<RegisteredApp> {
  const context = await browser.newContext({ storageState: storageStateFor(owner) });
  try {
    const response = await context.request.post("/_internal/oauth/app", {
      data: body,
      headers: { Origin: siteOrigin() },
    });
    if (response.status() !== 200)
      throw new Error(`Registering ${body.name}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as RegisteredApp;
  } finally {
    await context.close();
  }
}

/** The site under test, as playwright.config.ts sets its baseURL. */
function siteOrigin(): string {
  return new URL(process.env.BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`).origin;
}

/** Starts a node http server on 127.0.0.1 and a free port (a third-party web app the test process plays). */
export async function listen(server: Server = createServer()): Promise<{ server: Server; origin: string }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
