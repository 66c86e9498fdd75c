import { z } from "zod";

import { refText } from "@hopper/core/validation";

import { CONSOLE_LINES } from "../../services/options/preferences";
import { PROPERTY_VALUE_MAX } from "../../services/options/properties-format";
import { reinstallInputSchema, SERVER_NAME_MAX } from "../../services/options/server-options";
import { JVM_FLAGS_MAX } from "../../services/options/startup";
import { serverIdInput } from "../servers/inputs";

export const renameInput = serverIdInput.extend({
  name: z.string().max(SERVER_NAME_MAX, `The name must be at most ${SERVER_NAME_MAX} characters.`),
});

export const reinstallInput = serverIdInput.extend(reinstallInputSchema.shape);

export const propertiesInput = serverIdInput.extend({
  // Keys and values are checked one by one by the service (types of the known keys); these are the outer limits.
  values: z
    .record(z.string().max(64, "A property name must be at most 64 characters."), z.string().max(PROPERTY_VALUE_MAX))
    .refine((values) => Object.keys(values).length <= 200, "Too many properties at once."),
});

export const startupInput = serverIdInput.extend({
  javaVersion: z.string().max(4),
  jvmFlags: z.string().max(JVM_FLAGS_MAX, `JVM flags must be at most ${JVM_FLAGS_MAX} characters.`),
});

export const preferencesInput = serverIdInput.extend({
  crashRestart: z.boolean(),
  consoleLines: z.number().int().min(CONSOLE_LINES.min).max(CONSOLE_LINES.max),
});

export const planInput = serverIdInput.extend({ priceId: refText("The plan") });
