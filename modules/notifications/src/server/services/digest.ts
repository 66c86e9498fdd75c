import { Prisma } from "@hopper/core/db";
import type { Db, DbOrTx } from "@hopper/core/db";
import { componentLogger } from "@hopper/core/log";
import { sendMail } from "@hopper/core/mail";

import { DIGEST_PERIOD_MS } from "./delivery";
import type { DigestDelivery } from "./delivery";
import { digestMail } from "./digest-mail";
import type { DigestItem, DigestRecipient } from "./digest-mail";

/** Lines in one digest; past it the mail points to the site's history. */
export const DIGEST_ITEMS_MAX = 50;

const log = componentLogger("notifications.digest");

/**
 * How much earlier than a full period a digest may go: the hourly check runs a few seconds earlier or later each
 * time, and without this slack a run a second "too early" would push the digest an hour later, every day a little
 * further. Far less than the hour between checks, so a digest never goes twice in one period.
 */
export const DIGEST_SLACK_MS = 10 * 60 * 1000;

/**
 * Who is due a digest at `until`: delivery daily whose previous window ended 24 hours before (less the slack),
 * weekly 7 days before (or never sent), with a verified address — a digest never goes to an address its owner
 * has not confirmed.
 */
const dueAt = (until: Date) => Prisma.sql`
  p.delivery IN ('daily', 'weekly')
  AND u.email IS NOT NULL AND u.email_verified IS NOT NULL
  AND (p.digest_sent_until IS NULL OR p.digest_sent_until <= CASE p.delivery
    WHEN 'daily' THEN ${new Date(until.getTime() - DIGEST_PERIOD_MS.daily + DIGEST_SLACK_MS)}::timestamptz
    ELSE ${new Date(until.getTime() - DIGEST_PERIOD_MS.weekly + DIGEST_SLACK_MS)}::timestamptz END)`;

/** One page of due users in user-id order after `after` (keyset: each page costs the same over the delivery index). */
export async function dueDigestUserIds(
  db: DbOrTx,
  until: Date,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db.$queryRaw<{ user_id: string }[]>`
    SELECT p.user_id FROM notification_preferences p JOIN users u ON u.id = p.user_id
    WHERE ${dueAt(until)} AND p.user_id > ${after ?? ""}
    ORDER BY p.user_id LIMIT ${limit}`;
  return rows.map((row) => row.user_id);
}

/** The users of `userIds` still due at `until`, with what their mail needs, in one query. */
async function dueRecipients(db: DbOrTx, userIds: readonly string[], until: Date): Promise<DigestRecipient[]> {
  const rows = await db.$queryRaw<
    {
      user_id: string;
      username: string;
      email: string;
      delivery: DigestDelivery;
      unsubscribe_token: string;
      digest_sent_until: Date | null;
    }[]
  >`
    SELECT p.user_id, u.username, u.email, p.delivery, p.unsubscribe_token, p.digest_sent_until
    FROM notification_preferences p JOIN users u ON u.id = p.user_id
    WHERE p.user_id = ANY(${[...userIds]}::text[]) AND ${dueAt(until)}
    ORDER BY p.user_id`;
  return rows.map((row) => ({
    userId: row.user_id,
    username: row.username,
    email: row.email,
    delivery: row.delivery,
    unsubscribeToken: row.unsubscribe_token,
    sentUntil: row.digest_sent_until,
  }));
}

/** Where a recipient's window starts: the previous digest's end, or one period back for a first one. */
const windowStart = (recipient: DigestRecipient, until: Date) =>
  recipient.sentUntil ?? new Date(until.getTime() - DIGEST_PERIOD_MS[recipient.delivery]);

/**
 * The new versions in every recipient's window, in one query: their project_update notifications created after
 * the window's start up to `until`, newest first, at most DIGEST_ITEMS_MAX + 1 each (the extra one says "more").
 * The fan-out wrote those notifications after applying the follow's loader / game-version filters and the
 * project's visibility, and once per version — so the digest honours the same rules by construction, and a
 * version listed long after its draft was made (datePublished stays the draft's) is still news in its window.
 */
async function digestItems(
  db: DbOrTx,
  recipients: readonly DigestRecipient[],
  until: Date,
): Promise<Map<string, DigestItem[]>> {
  const rows = await db.$queryRaw<{ user_id: string; text: string; link: string; created_at: Date }[]>`
    SELECT r.user_id, n.text, n.link, n.created_at
    FROM unnest(${recipients.map((r) => r.userId)}::text[],
                ${recipients.map((r) => windowStart(r, until).toISOString())}::timestamptz[]) AS r(user_id, since)
    CROSS JOIN LATERAL (
      SELECT text, link, created_at FROM notifications n
      WHERE n.user_id = r.user_id AND n.type = 'project_update'
        AND n.created_at > r.since AND n.created_at <= ${until}
      ORDER BY n.created_at DESC LIMIT ${DIGEST_ITEMS_MAX + 1}
    ) n
    ORDER BY r.user_id, n.created_at DESC`;
  const items = new Map<string, DigestItem[]>();
  for (const row of rows) {
    const list = items.get(row.user_id) ?? [];
    list.push({ text: row.text, link: row.link, createdAt: row.created_at });
    items.set(row.user_id, list);
  }
  return items;
}

export type DigestOutcome = "sent" | "empty" | "skipped";

/**
 * One recipient, in one transaction: first claim the window — move digest_sent_until to `until` only if it is
 * still where this run read it and the delivery is unchanged (a retried or parallel job that got there first
 * changed it, so this one sends nothing; one who unsubscribed meanwhile gets nothing) — then send and record
 * the mail (`mail_messages`) in the same transaction. A failed send throws, which rolls the claim back: the
 * window stays due and the job's retry tries again. The one gap left is a crash after the SMTP server took the
 * mail but before the commit, which can repeat one digest; never the other way round (a window marked sent
 * whose mail never left). Nothing new: no mail, the window still moves.
 */
async function sendOne(db: Db, recipient: DigestRecipient, items: DigestItem[], until: Date): Promise<DigestOutcome> {
  return db.$transaction(
    async (tx) => {
      const claimed = await tx.$executeRaw`
        UPDATE notification_preferences SET digest_sent_until = ${until}, updated_at = now()
        WHERE user_id = ${recipient.userId} AND delivery = ${recipient.delivery}
          AND digest_sent_until IS NOT DISTINCT FROM ${recipient.sentUntil}::timestamptz`;
      if (claimed === 0) return "skipped";
      if (items.length === 0) return "empty";
      const more = items.length > DIGEST_ITEMS_MAX;
      const mail = digestMail(recipient, items.slice(0, DIGEST_ITEMS_MAX), more);
      const { status } = await sendMail(tx, mail);
      if (status === "failed") throw new Error(`The digest of user ${recipient.userId} could not be sent.`);
      return "sent";
    },
    // The SMTP conversation happens inside; Prisma's 5 s default is too short for a slow server.
    { timeout: 60_000, maxWait: 10_000 },
  );
}

/**
 * The digests of `userIds` whose window is due at `until`: one query for the recipients, one for every line of
 * every digest, then one short transaction each (the claim and the mail). A failure of one does not stop the
 * others; it is rethrown at the end, so the job fails and pg-boss retries — the users already done are no longer
 * due at the same `until`, so the retry mails only the rest.
 */
export async function sendDigests(
  db: Db,
  userIds: readonly string[],
  until: Date,
): Promise<Record<DigestOutcome, number>> {
  const counts: Record<DigestOutcome, number> = { sent: 0, empty: 0, skipped: 0 };
  if (userIds.length === 0) return counts;
  const recipients = await dueRecipients(db, userIds, until);
  counts.skipped += userIds.length - recipients.length;
  if (recipients.length === 0) return counts;
  const items = await digestItems(db, recipients, until);
  let failure: unknown = null;
  for (const recipient of recipients) {
    try {
      counts[await sendOne(db, recipient, items.get(recipient.userId) ?? [], until)]++;
    } catch (error) {
      log.warn({ err: error, userId: recipient.userId }, "digest not sent; the job's retry tries again");
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return counts;
}
