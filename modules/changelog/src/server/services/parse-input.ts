import type { z } from "zod";

import { invalidInput } from "@hopper/core/errors";

/** Parses with a schema, turning its first problem into a 400 that names the field (for forms). */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? "Check the form.";
  const field = issue?.path[0];
  throw invalidInput(message, typeof field === "string" ? { [field]: message } : undefined);
}
