import { labelFrom, statusMessages } from "@hopper/catalog/server";
import { buttonClassName } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";
import { getCatalogue, getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import { currentPath } from "@hopper/ui/server/request-info";
import { getViewer } from "@hopper/ui/server/viewer";

import type { ThreadMessageView, ThreadView as ThreadData } from "../../server/services/threads/thread-read";
import { MESSAGE_BODY_MAX } from "../../server/services/threads/message-body";
import { deleteThreadMessageAction, sendThreadMessageAction } from "../actions/thread-actions";
import { threadMessages } from "../messages/threads";
import { threadCaller } from "../thread-caller";
import { messageHtml } from "./message-html";
import { ThreadEditor } from "./thread-editor";
import { THREAD_ANCHOR } from "./thread-return";

/**
 * What a page passes to embed a thread. Give `threadId` (a report's thread, any thread) or `projectId` (the
 * project's moderation thread, empty until someone writes). The view reads the thread as the request's viewer
 * (private notes and moderators' names only for staff) and renders nothing when the viewer may not read it.
 */
export interface ThreadViewProps {
  threadId?: string;
  projectId?: string;
  /** Closed-thread mode (a closed report): the messages without the reply form, with a notice saying why. */
  closed?: boolean;
  /** The section's heading; "Messages" when absent. */
  heading?: string;
  /** The heading's level in the host page (2 by default). */
  headingLevel?: 2 | 3;
}

type Translate = Awaited<ReturnType<typeof getT<typeof threadMessages.messages>>>;

async function loadThread({ threadId, projectId }: ThreadViewProps): Promise<ThreadData | null> {
  const threads = await threadCaller();
  try {
    if (threadId) return await threads.thread({ id: threadId });
    if (projectId) return await threads.projectThread({ projectId });
  } catch (error) {
    // Not the viewer's to read (or signed out): the host decides what the page says; the thread shows nothing.
    const code = error instanceof Error && "code" in error ? error.code : null;
    if (code === "NOT_FOUND" || code === "UNAUTHORIZED" || code === "FORBIDDEN") return null;
    throw error;
  }
  return null;
}

function authorName(message: ThreadMessageView, t: Translate, viewerId: string | null): string {
  if (message.author) return message.author.id === viewerId ? t("you") : message.author.username;
  // No author shown: a moderator hidden from this viewer, or the system's own message.
  return message.hideIdentity ? t("moderator") : t("system");
}

/**
 * A thread's messages in order, each with its author (or "Moderator" when hidden from this viewer), its rendered
 * and sanitized markdown, status changes as lines; staff see private notes marked. Below, a reply form that works
 * without JavaScript (a server action through the caller), with a private-note box for staff.
 */
export async function ThreadView(props: ThreadViewProps) {
  const [thread, t, statuses, path, viewer] = await Promise.all([
    loadThread(props),
    getT(threadMessages),
    getCatalogue(statusMessages),
    currentPath(),
    getViewer(),
  ]);
  if (!thread) return null;
  const statusLabel = labelFrom(statuses);
  const url = new URL(path, "http://hopper.invalid");
  const query = Object.fromEntries(url.searchParams);
  const refusal = sealedRefusal(query);
  const notice = query.notice === "thread-sent" ? t("sent") : query.notice === "thread-deleted" ? t("removed") : null;
  const returnTo = `${url.pathname}${url.search}`;
  const Heading = props.headingLevel === 3 ? "h3" : "h2";
  const headingId = `${THREAD_ANCHOR}-heading-${thread.id}`;
  const viewerId = viewer?.user.id ?? null;
  const canReply = thread.access.write && !props.closed;

  return (
    <section id={THREAD_ANCHOR} aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="thread">
      <Heading id={headingId} className="text-lg font-bold">
        {props.heading ?? t("heading")}
      </Heading>
      {notice ? (
        <FormNotice tone="success" testId="thread-notice">
          {notice}
        </FormNotice>
      ) : null}
      {refusal.message ? (
        <FormNotice tone="error" testId="thread-error">
          {refusal.message}
        </FormNotice>
      ) : null}
      {thread.messages.length === 0 ? <p className="text-secondary">{t("empty")}</p> : null}
      <ol className="flex flex-col gap-3">
        {thread.messages.map((message) => (
          <li key={message.id} data-testid="thread-message" data-message-id={message.id}>
            <MessageItem
              message={message}
              t={t}
              author={authorName(message, t, viewerId)}
              statusLabel={statusLabel}
              render={messageHtml}
              returnTo={returnTo}
            />
          </li>
        ))}
      </ol>
      {props.closed || (!thread.access.write && thread.type === "report") ? (
        <FormNotice tone="info" testId="thread-closed">
          {t("closedNotice")}
        </FormNotice>
      ) : null}
      {canReply ? (
        <form action={sendThreadMessageAction} className="flex flex-col gap-2" data-testid="thread-reply">
          <input type="hidden" name="threadId" value={thread.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <label htmlFor={`thread-body-${thread.id}`} className="font-semibold">
            {t("messageLabel")}
          </label>
          <ThreadEditor id={`thread-body-${thread.id}`} name="body" maxLength={MESSAGE_BODY_MAX} />
          {thread.access.staff ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="private" data-testid="thread-private" />
              {t("privateLabel")}
            </label>
          ) : null}
          <button type="submit" className={buttonClassName({ className: "self-start" })}>
            {t("send")}
          </button>
        </form>
      ) : null}
    </section>
  );
}

function MessageItem({
  message,
  t,
  author,
  statusLabel,
  render,
  returnTo,
}: {
  message: ThreadMessageView;
  t: Translate;
  author: string;
  statusLabel: (status: string) => string;
  render: (source: string) => string;
  returnTo: string;
}) {
  const body = message.body;
  if (body.type === "status_change" || body.type === "thread_closure" || body.type === "thread_reopen") {
    const line =
      body.type === "status_change"
        ? t("statusChanged", { oldStatus: statusLabel(body.old_status), newStatus: statusLabel(body.new_status) })
        : body.type === "thread_closure"
          ? t("threadClosed")
          : t("threadReopened");
    return (
      <p className="flex flex-wrap items-baseline gap-2 text-sm text-secondary" data-testid="thread-event">
        <span>{line}</span>
        <span>·</span>
        <span>{author}</span>
        <span>·</span>
        <DateTime value={message.created} style="dateTime" />
      </p>
    );
  }
  const isPrivate = body.private === true;
  return (
    <article
      className={`flex flex-col gap-1 rounded-lg border p-3 ${isPrivate ? "border-dashed border-divider bg-input" : "border-divider"}`}
    >
      <header className="flex flex-wrap items-baseline gap-2 text-sm">
        <span className="font-semibold" data-testid="thread-author">
          {author}
        </span>
        <DateTime value={message.created} style="dateTime" className="text-secondary" />
        {isPrivate ? (
          <span className="rounded bg-raised px-2 text-xs font-semibold" data-testid="thread-private-mark">
            {t("privateNote")}
          </span>
        ) : null}
      </header>
      {body.type === "text" ? (
        <div
          dir="auto"
          className="markdown-body"
          data-testid="thread-body"
          dangerouslySetInnerHTML={{ __html: render(body.body) }}
        />
      ) : (
        <p className="italic text-secondary">{t("deleted")}</p>
      )}
      {message.canDelete ? (
        <form action={deleteThreadMessageAction} className="self-end">
          <input type="hidden" name="messageId" value={message.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button
            type="submit"
            className={buttonClassName({ variant: "ghost", size: "sm" })}
            aria-label={t("deleteLabel")}
          >
            {t("delete")}
          </button>
        </form>
      ) : null}
    </article>
  );
}
