import type { Browser, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { storageStateFor } from "../support/demo-sessions";

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The code an authenticator app would show `stepsAhead` periods from now (the server accepts ±1). */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

export async function signIn(page: Page, identifier: string, password: string, base = "") {
  await page.goto(`${base}/auth/sign-in`);
  await page.getByLabel("Email or username").fill(identifier);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signUp(page: Page, username: string, email: string, password: string, base = "") {
  await page.goto(`${base}/auth/sign-up`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Reads the newest mail to `email` from the staff mailbox (the outbox when no SMTP is configured). */
export async function latestMailLink(browser: Browser, email: string, path: string): Promise<string> {
  const context = await browser.newContext({ storageState: storageStateFor("admin") });
  const page = await context.newPage();
  await page.goto(`/admin/mail?to=${encodeURIComponent(email)}`);
  const text = await page.getByTestId("mail-text").first().textContent();
  await context.close();
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, "\\$&")}\\?token=[A-Za-z0-9%]+`).exec(text ?? "");
  if (!match) throw new Error(`No ${path} link in the mail to ${email}: ${text}`);
  return match[0];
}
