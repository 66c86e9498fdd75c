import { z } from "zod";

import { ID_PATTERN } from "@hopper/core/db";
import { multiLineText, noNulText, singleLineText } from "@hopper/core/validation";

import { CHANGELOG_PRODUCTS } from "./products";

/** The column's limits (prisma/schema/changelog.prisma). */
export const VERSION_LABEL_MAX = 32;
export const BODY_MAX = 65_536;

// Years outside this range are typing slips (0026, 20266); JavaScript writes years past 9999 as "+010000".
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(10_000, 0, 1);

/** An ISO 8601 date-time with a zone ("2026-12-01T09:00:00Z", "…+02:00"), as a Date. */
export const publishedAtInput = z
  .string({ error: "The publication time must be a string." })
  .max(40, "The publication time must be at most 40 characters.")
  .pipe(
    z.iso.datetime({
      offset: true,
      error: "The publication time must be an ISO date-time, e.g. 2026-12-01T09:00:00Z.",
    }),
  )
  .transform((value) => new Date(value))
  .refine((date) => date.getTime() >= EARLIEST && date.getTime() < LATEST, {
    message: "The publication time must be between the years 2000 and 9999.",
  });

export const productInput = z.enum(CHANGELOG_PRODUCTS, { error: "The product must be one of web, servers or app." });

export const entryIdInput = noNulText("The entry id").pipe(
  z.string().max(8).regex(ID_PATTERN, "There is no changelog entry with this id."),
);

/** What an admin writes: the same rules for a new entry and an edit. */
export const entryInput = z.object({
  product: productInput,
  publishedAt: publishedAtInput,
  // An empty label is no label (the form's empty field); surrounding spaces are trimmed.
  versionLabel: singleLineText({ label: "The version label", max: VERSION_LABEL_MAX, trim: true })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  body: multiLineText({ label: "The body", min: 1, max: BODY_MAX }).refine((value) => value.trim() !== "", {
    message: "The body must not be empty.",
  }),
});

/** An entry as typed (a form, a procedure's input): untrusted strings the service checks. */
export interface EntryInput {
  product: string;
  publishedAt: string;
  versionLabel?: string | null;
  body: string;
}
export type ParsedEntryInput = z.output<typeof entryInput>;
