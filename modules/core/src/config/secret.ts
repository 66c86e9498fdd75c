import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { config } from "./config";

let cached: string | undefined;

/**
 * The signing secret: AUTH_SECRET when set; otherwise one generated on first use and kept in the data dir,
 * so a single-machine install needs no setup and survives restarts. Several web instances must share
 * AUTH_SECRET.
 */
export function authSecret(): string {
  if (cached) return cached;
  const { AUTH_SECRET, HOPPER_DATA_DIR } = config();
  if (AUTH_SECRET) return (cached = AUTH_SECRET);
  const file = path.join(HOPPER_DATA_DIR, "auth-secret");
  if (existsSync(file)) return (cached = readFileSync(file, "utf8").trim());
  mkdirSync(HOPPER_DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return (cached = secret);
}
