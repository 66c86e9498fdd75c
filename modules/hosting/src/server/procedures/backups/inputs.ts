import { z } from "zod";

import { serverIdInput } from "../servers/inputs";

/** A backup of a server: the agent's id (letters, digits and dashes; anything else is not found). */
export const backupInput = serverIdInput.extend({ backupId: z.string().max(64, "Backup not found") });
export const createInput = serverIdInput.extend({
  name: z.string().max(64, "A backup name has at most 64 characters.").default(""),
});
export const restoreInput = backupInput.extend({ wipe: z.boolean().default(false) });
export const lockInput = backupInput.extend({ locked: z.boolean() });
export const scheduleInput = serverIdInput.extend({
  intervalMinutes: z.number().int().min(0).max(10_080),
  retain: z.number().int().min(1).max(100),
});
