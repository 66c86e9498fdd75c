import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { authSecret } from "@hopper/core/config";

// A node token is the shared secret of an agent: the web app presents it on every REST call and signs console
// tokens with it, so it must be recoverable, not hashed. It is kept encrypted (AES-256-GCM) under a key derived
// from the auth secret, so a copy of the database alone does not hand out control of the game servers.

const VERSION = "v1";

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "hopper", "hosting node token", 32));
}

/** A new node token: 64 hex digits (the agent requires at least 32 characters). */
export function newNodeToken(): string {
  return randomBytes(32).toString("hex");
}

export function encryptNodeToken(token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    sealed.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
  ].join(".");
}

/** The node token; throws when the ciphertext was not made with this auth secret. */
export function decryptNodeToken(ciphertext: string): string {
  const [version, iv, sealed, tag] = ciphertext.split(".");
  if (version !== VERSION || !iv || !sealed || !tag) throw new Error("not a node token ciphertext");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}
