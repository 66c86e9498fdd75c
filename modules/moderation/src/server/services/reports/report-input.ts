import { hasNul } from "@hopper/core/validation";

import { problem, refusal } from "./refusals";
import {
  isReportItemType,
  isReportReason,
  REPORT_BODY_MAX,
  REPORT_ITEM_ID_MAX,
  REPORT_ITEM_TYPES,
  REPORT_REASONS,
} from "./report-rules";
import type { ReportItemType, ReportReason } from "./report-rules";

// The report's own rules, checked by the service whatever the adapter (site form, tRPC, /v2, /v3), each refusal
// on its form field with the spec's wording where it has one.

export interface ReportDraft {
  itemType: string;
  itemId: string;
  reportType: string;
  body: string;
}

/** The context (a report's body, or a message added to it): required, at most 65,536 characters, no NUL. */
export function checkContext(
  body: string,
  field = "body",
  missing: "contextMissing" | "messageMissing" = "contextMissing",
) {
  if (!body.trim()) throw refusal("invalid_input", problem(missing), field);
  if (body.length > REPORT_BODY_MAX) {
    throw refusal("invalid_input", problem("contextLength", { max: String(REPORT_BODY_MAX) }), field);
  }
  if (hasNul(body)) throw refusal("invalid_input", problem("contextNul"), field);
  return body;
}

/** A new report's fields in the order the form shows them: content type, content ID, rule violated, context. */
export function checkReportDraft(draft: ReportDraft): {
  itemType: ReportItemType;
  itemId: string;
  reportType: ReportReason;
  body: string;
} {
  const { itemType, reportType } = draft;
  if (!isReportItemType(itemType)) {
    throw refusal("invalid_input", problem("itemTypeUnknown", { types: REPORT_ITEM_TYPES.join(", ") }), "itemType");
  }
  const itemId = draft.itemId.trim();
  if (!itemId) throw refusal("invalid_input", problem("itemIdMissing"), "itemId");
  if (itemId.length > REPORT_ITEM_ID_MAX) {
    throw refusal("invalid_input", problem("itemIdLength", { max: String(REPORT_ITEM_ID_MAX) }), "itemId");
  }
  if (!isReportReason(reportType)) {
    throw refusal("invalid_input", problem("reasonUnknown", { reasons: REPORT_REASONS.join(", ") }), "reportType");
  }
  return { itemType, itemId, reportType, body: checkContext(draft.body) };
}
