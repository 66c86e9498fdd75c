import { z } from "zod";

import { jsonIdList } from "@hopper/core/module";
import { multiLineText, singleLineText } from "@hopper/core/validation";

import {
  REPORT_BODY_MAX,
  REPORT_IDS_MAX,
  REPORT_ITEM_ID_MAX,
  REPORT_LIST_DEFAULT,
  REPORT_LIST_MAX,
} from "../server/services/reports/report-limits";

// Query strings and bodies of the report routes: the handlers parse with them and /v2/openapi.json documents
// them. Lengths only; the service says what is wrong with a value (an empty body, an unknown item or reason).

export const reportIdsQuery = z.object({ ids: jsonIdList("ids", REPORT_IDS_MAX) });

const flag = z
  .enum(["true", "false"], { error: "all must be true or false" })
  .transform((value) => value === "true")
  .describe("Staff: every reporter's open reports instead of their own");

export const reportListQuery = z.object({
  count: z.coerce
    .number({ error: "count must be a number" })
    .int("count must be a whole number")
    .min(0, "count must be at least 0")
    .max(REPORT_LIST_MAX, `count must be at most ${REPORT_LIST_MAX}`)
    .default(REPORT_LIST_DEFAULT),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must be at least 0")
    .max(1_000_000, "offset must be at most 1000000")
    .default(0),
  all: flag.optional(),
});

const body = multiLineText({ label: "The body", max: REPORT_BODY_MAX });

// Unknown fields (the reference's uploaded_images) are ignored: images are links in the markdown.
export const reportCreateBody = z.object({
  report_type: singleLineText({ label: "The report type", max: 32 }),
  item_id: singleLineText({ label: "The item id", max: REPORT_ITEM_ID_MAX }),
  item_type: singleLineText({ label: "The item type", max: 16 }),
  body: z.string({ error: "body is required" }).pipe(body),
});

export const reportPatchBody = z.object({
  body: body.optional(),
  closed: z.boolean({ error: "closed must be true or false" }).optional(),
});
