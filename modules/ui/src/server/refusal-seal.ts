import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { authSecret } from "@hopper/core/config";

type Query = Record<string, string | string[] | undefined>;

/** A refused form's notice and field messages, as the settings pages show them. */
export interface FormRefusal {
  message: string | null;
  fields: Record<string, string>;
}

const FIELD_PREFIX = "field.";

/**
 * The seal a form action (catalog's runForm, the notifications' actions) puts beside a refusal's `?error=` and `field.<name>=` texts: an HMAC
 * with the site's signing secret, so a page shows only texts this site wrote, never ones a link made up
 * (a forged `?error=<script>` shows nothing).
 */
export function refusalSeal(message: string | null, fields: Readonly<Record<string, string>>): string {
  const sorted = Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac("sha256", authSecret())
    .update(JSON.stringify(["form-refusal", message, sorted]))
    .digest("base64url");
}

/** The sealed refusal texts of a settings address: the notice and field messages, or none when unsealed. */
export function sealedRefusal(query: Query): FormRefusal {
  const message = typeof query.error === "string" ? query.error : null;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith(FIELD_PREFIX) && typeof value === "string") fields[key.slice(FIELD_PREFIX.length)] = value;
  }
  if (message === null && Object.keys(fields).length === 0) return { message: null, fields: {} };
  const seal = Buffer.from(typeof query.seal === "string" ? query.seal : "");
  const expected = Buffer.from(refusalSeal(message, fields));
  const sealed = seal.length === expected.length && timingSafeEqual(seal, expected);
  return sealed ? { message, fields } : { message: null, fields: {} };
}
