"use server";

import { cookies } from "next/headers";

import { LOCALE_COOKIE, localeCookieOptions } from "../preferences/cookie-options";
import { isSecureRequest } from "../preferences/server";
import { isLoadable } from "./languages";

export type ApplyLanguageResult = { ok: true } | { ok: false; error: "load-failed" };

/** Stores the chosen interface language; a language without a catalogue is refused as a load failure. */
export async function applyLanguageAction(code: string): Promise<ApplyLanguageResult> {
  if (!isLoadable(code)) return { ok: false, error: "load-failed" };
  (await cookies()).set(LOCALE_COOKIE, code, localeCookieOptions(await isSecureRequest()));
  return { ok: true };
}
