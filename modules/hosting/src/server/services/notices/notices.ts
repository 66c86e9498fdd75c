import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { invalidInput } from "@hopper/core/errors";
import { z } from "zod";

import { manageableServer } from "../servers/server-access";
import { requireNoticeAdmin, noticeProblem, noticeRefusal } from "./notice-refusals";

// Server notices (spec §2, §3; docs/hosting.md "Server notices"): admins write a notice (level, Markdown message,
// time window, dismissable or not) for every server or for the servers of one node; each server page shows the
// notices active for it until someone who manages the server dismisses a dismissable one (for that server).

export const NOTICE_LEVELS = ["critical", "info", "survey", "warn"] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];
export const NOTICE_MESSAGE_MAX = 2000;
const SEVERITY: readonly string[] = ["critical", "warn", "survey", "info"];

/** A date field as typed (ISO text, "" for none) or a Date. */
const optionalDate = z
  .union([z.date(), z.string().max(40), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value === "") return null;
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) {
      context.addIssue({ code: "custom", message: noticeProblem("errors.date").text });
      return z.NEVER;
    }
    return date;
  });

export const noticeInputSchema = z
  .object({
    level: z.enum(NOTICE_LEVELS, { error: noticeProblem("errors.level").text }),
    message: z
      .string()
      .trim()
      .min(1, noticeProblem("errors.message", { max: String(NOTICE_MESSAGE_MAX) }).text)
      .max(NOTICE_MESSAGE_MAX, noticeProblem("errors.message", { max: String(NOTICE_MESSAGE_MAX) }).text),
    beginsAt: optionalDate,
    expiresAt: optionalDate,
    dismissable: z.boolean(),
    /** null or "": every server. */
    nodeId: z
      .string()
      .max(32)
      .nullable()
      .optional()
      .transform((value) => value || null),
  })
  .refine((notice) => !notice.beginsAt || !notice.expiresAt || notice.beginsAt < notice.expiresAt, {
    error: noticeProblem("errors.window").text,
    path: ["expiresAt"],
  });

/** As typed: the level is any text until checked. */
export type NoticeInput = Omit<z.input<typeof noticeInputSchema>, "level"> & { level: string };

const NOTICE_SELECT = {
  id: true,
  level: true,
  message: true,
  beginsAt: true,
  expiresAt: true,
  dismissable: true,
  nodeId: true,
  createdAt: true,
} as const;

export interface NoticeView {
  id: number;
  level: string;
  message: string;
  beginsAt: Date | null;
  expiresAt: Date | null;
  dismissable: boolean;
  nodeId: string | null;
  createdAt: Date;
}

async function checkedInput(db: DbOrTx, input: NoticeInput) {
  const parsed = noticeInputSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
    throw invalidInput(parsed.error.issues[0]!.message, fields);
  }
  const data = parsed.data;
  if (data.nodeId && !(await db.hostingNode.findUnique({ where: { id: data.nodeId }, select: { id: true } }))) {
    throw noticeRefusal("invalid_input", noticeProblem("errors.node"), "nodeId");
  }
  return data;
}

/** Every notice, newest first (admin; /admin/servers/notices). */
export async function listNotices(db: DbOrTx, actor: Actor | null): Promise<NoticeView[]> {
  requireNoticeAdmin(actor);
  return db.hostingNotice.findMany({ select: NOTICE_SELECT, orderBy: { id: "desc" }, take: 500 });
}

export async function createNotice(db: DbOrTx, actor: Actor | null, input: NoticeInput): Promise<NoticeView> {
  requireNoticeAdmin(actor);
  const data = await checkedInput(db, input);
  return db.hostingNotice.create({ data, select: NOTICE_SELECT });
}

async function existingNotice(db: DbOrTx, id: number) {
  const notice =
    Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
      ? await db.hostingNotice.findUnique({ where: { id }, select: NOTICE_SELECT })
      : null;
  if (!notice) throw noticeRefusal("not_found", noticeProblem("errors.notFound"));
  return notice;
}

/** Replaces a notice's fields (admin). Dismissals stay: an edited notice is not shown again where it was dismissed. */
export async function updateNotice(
  db: DbOrTx,
  actor: Actor | null,
  id: number,
  input: NoticeInput,
): Promise<NoticeView> {
  requireNoticeAdmin(actor);
  const notice = await existingNotice(db, id);
  const data = await checkedInput(db, input);
  return db.hostingNotice.update({ where: { id: notice.id }, data, select: NOTICE_SELECT });
}

export async function deleteNotice(db: DbOrTx, actor: Actor | null, id: number): Promise<void> {
  requireNoticeAdmin(actor);
  const notice = await existingNotice(db, id);
  await db.hostingNotice.delete({ where: { id: notice.id } });
}

/** At most this many notices on a server's pages. */
const ACTIVE_NOTICES_MAX = 20;

/**
 * The notices shown on a server's pages now: in their window, for all servers or its node, not dismissed on it;
 * the most severe first, then the newest, at most ACTIVE_NOTICES_MAX. Severity decides what is cut: one bounded
 * query per level (four), so twenty newer infos never push a critical notice off the page.
 */
export async function activeNotices(
  db: DbOrTx,
  server: { id: string; nodeId: string | null },
  now: Date,
): Promise<NoticeView[]> {
  const byLevel = await Promise.all(
    SEVERITY.map((level) =>
      db.hostingNotice.findMany({
        where: {
          level,
          AND: [
            { OR: [{ beginsAt: null }, { beginsAt: { lte: now } }] },
            { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
            { OR: [{ nodeId: null }, ...(server.nodeId ? [{ nodeId: server.nodeId }] : [])] },
          ],
          dismissals: { none: { serverId: server.id } },
        },
        select: NOTICE_SELECT,
        orderBy: [{ id: "desc" }],
        take: ACTIVE_NOTICES_MAX,
      }),
    ),
  );
  return byLevel.flat().slice(0, ACTIVE_NOTICES_MAX);
}

/** The active notices of a server the actor may manage (owner or admin; anyone else: 'Server not found'). */
export async function serverNotices(db: DbOrTx, actor: Actor | null, serverId: string, now: Date) {
  const server = await manageableServer(db, actor, serverId);
  return activeNotices(db, server, now);
}

/**
 * Dismisses a notice on one server (owner or admin): only a dismissable notice shown on that server. Dismissing
 * twice is fine (the second changes nothing).
 */
export async function dismissNotice(
  db: DbOrTx,
  actor: Actor | null,
  serverId: string,
  noticeId: number,
  now: Date,
): Promise<void> {
  const server = await manageableServer(db, actor, serverId);
  const notice = await existingNotice(db, noticeId);
  const appliesHere = notice.nodeId === null || notice.nodeId === server.nodeId;
  if (!appliesHere) throw noticeRefusal("not_found", noticeProblem("errors.notFound"));
  if (!notice.dismissable) throw noticeRefusal("conflict", noticeProblem("errors.notDismissable"));
  await db.hostingNoticeDismissal.createMany({
    data: [{ noticeId: notice.id, serverId: server.id, dismissedAt: now }],
    skipDuplicates: true,
  });
}
