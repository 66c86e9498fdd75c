import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * An 8-character base62 id. Launchers expect ids of this shape (the reference platform's ids are
 * random 64-bit numbers written in base62); 62^8 ≈ 2.2e14 values, drawn uniformly by rejection sampling.
 */
export function newId(): string {
  let id = "";
  while (id.length < 8) {
    for (const byte of randomBytes(16)) {
      // 248 = 4 * 62: dropping bytes above it keeps every character equally likely.
      if (byte < 248 && id.length < 8) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

export const ID_PATTERN = /^[0-9A-Za-z]{8}$/;
