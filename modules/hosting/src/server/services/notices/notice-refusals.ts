import type { Actor } from "@hopper/core/auth";
import { refusalsOf } from "@hopper/ui/i18n/refusals";

import { noticeMessages } from "../../../ui/notices/notice-messages";

/** `noticeProblem(key, values)` and `noticeRefusal(code, problem, field?)` over the notices catalogue. */
export const { problem: noticeProblem, refusal: noticeRefusal } = refusalsOf(noticeMessages);

export function requireNoticeAdmin(actor: Actor | null): Actor {
  if (!actor) throw noticeRefusal("unauthorized", noticeProblem("errors.notAdmin"));
  if (actor.role !== "admin") throw noticeRefusal("forbidden", noticeProblem("errors.notAdmin"));
  return actor;
}
