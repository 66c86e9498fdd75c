import { randomBytes } from "node:crypto";

import { Secret, TOTP } from "otpauth";

import { hashSecret } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { fieldError } from "./field-error";
import { problem, refusal } from "./refusals";

const PERIOD = 30;
const RECOVERY_CODE_COUNT = 10;

function totpFor(secret: string, label: string) {
  return new TOTP({
    issuer: "Hopper",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

export const isTwoFactorEnabled = async (db: DbOrTx, userId: string) =>
  (await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } }))?.enabledAt != null;

/** Starts (or restarts) set-up: a new secret that is not enforced until a code confirms it. */
export async function beginTwoFactorSetup(db: DbOrTx, userId: string, username: string) {
  const existing = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  if (existing?.enabledAt) throw refusal("conflict", problem("twoFactorOn"));
  const secret = new Secret({ size: 20 }).base32;
  await db.twoFactor.upsert({
    where: { userId },
    create: { userId, secret, recoveryCodes: [] },
    update: { secret, recoveryCodes: [], lastUsedStep: null },
  });
  return { secret, uri: totpFor(secret, username).toString() };
}

function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join(""),
  );
}

/**
 * Checks a 6-digit code, or a recovery code (used up on success). A code whose time step was already
 * accepted is refused, so an observed code cannot be replayed.
 */
export async function verifySecondFactor(db: DbOrTx, userId: string, input: string, now = Date.now()) {
  const row = await db.twoFactor.findUnique({ where: { userId } });
  if (!row) return false;
  const code = input.replace(/\s+/g, "").toLowerCase();
  if (/^\d{6}$/.test(code)) {
    const delta = totpFor(row.secret, userId).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = BigInt(Math.floor(now / 1000 / PERIOD) + delta);
    if (row.lastUsedStep !== null && step <= row.lastUsedStep) return false;
    const { count } = await db.twoFactor.updateMany({
      where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
      data: { lastUsedStep: step },
    });
    return count === 1;
  }
  const hash = hashSecret(code);
  if (!row.enabledAt || !row.recoveryCodes.includes(hash)) return false;
  await db.twoFactor.update({
    where: { userId },
    data: { recoveryCodes: row.recoveryCodes.filter((c) => c !== hash) },
  });
  return true;
}

/** Confirms set-up with a code from the app; returns the recovery codes, shown once. */
export async function confirmTwoFactorSetup(db: DbOrTx, userId: string, code: string) {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  if (!row) throw refusal("invalid_input", problem("twoFactorNotStarted"));
  if (row.enabledAt) throw refusal("conflict", problem("twoFactorOn"));
  if (!(await verifySecondFactor(db, userId, code))) {
    throw fieldError("invalid_input", "code", problem("twoFactorCodeSetup"));
  }
  const codes = newRecoveryCodes();
  await db.twoFactor.update({
    where: { userId },
    data: { enabledAt: new Date(), recoveryCodes: codes.map((c) => hashSecret(c)) },
  });
  return codes;
}

export async function disableTwoFactor(db: DbOrTx, userId: string, code: string) {
  if (!(await isTwoFactorEnabled(db, userId))) throw refusal("invalid_input", problem("twoFactorOff"));
  if (!(await verifySecondFactor(db, userId, code))) {
    throw fieldError("invalid_input", "code", problem("twoFactorCode"));
  }
  await db.twoFactor.delete({ where: { userId } });
}

/** For tests and the set-up screen's preview: the code an authenticator would show now. */
export function currentCode(secret: string, now = Date.now()): string {
  return totpFor(secret, "preview").generate({ timestamp: now });
}
