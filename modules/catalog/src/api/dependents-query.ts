import { z } from "zod";

// The query string of GET /v3/project/{id}/dependents: limit and offset as the reference's search takes them
// (limit 1–100, default 10; offset from 0), but a true offset, not a page (the reference's bug #2571).

export const DEPENDENTS_DEFAULT_LIMIT = 10;
export const DEPENDENTS_MAX_LIMIT = 100;
const MAX_OFFSET = 1_000_000;

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be between ${min} and ${max}`)
        .max(max, `${name} must be between ${min} and ${max}`),
    );

export const dependentsQuery = z.object({
  limit: whole("limit", 1, DEPENDENTS_MAX_LIMIT).default(DEPENDENTS_DEFAULT_LIMIT),
  offset: whole("offset", 0, MAX_OFFSET).default(0),
});
