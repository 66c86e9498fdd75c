import type { z } from "zod";

import { parseConfig } from "@hopper/core/config";
import { modules } from "@hopper/generated/modules";

/**
 * Validates the kernel's variables and every module's `settings` together, so a bad value anywhere
 * stops `hopper` at start with the variable named, not on the first request that reads it.
 */
export function validateAllSettings(env: Record<string, string | undefined> = process.env): void {
  let merged: z.ZodObject | undefined;
  for (const m of modules) {
    if (!("settings" in m) || !m.settings) continue;
    merged = merged ? merged.extend(m.settings.shape) : m.settings;
  }
  parseConfig(env, merged);
}
