import type { ReactNode } from "react";

import { statusMessages } from "@hopper/catalog/server";
import { Button, buttonClassName } from "@hopper/ui/components/button";
import { RelativeTime } from "@hopper/ui/i18n/format";
import { getCatalogue, getT } from "@hopper/ui/i18n/server";

import type { NotificationRow } from "../../server/services/list";
import type { NotificationNames } from "../../server/services/notification-names";
import { siteLink } from "../../server/services/site-link";
import { answerInviteAction, markReadAction } from "../actions/notification-actions";
import { messages } from "../messages";
import { copyArguments, notificationCopy } from "../notification-copy";
import type { CopyPart, CopyTranslator } from "../notification-copy";

const INVITES = new Set(["team_invite", "organization_invite"]);

/** A sentence of a notification's copy, each name in it people's text (any language, any direction). */
const shown = (t: CopyTranslator, part: CopyPart): ReactNode =>
  t.rich(
    part.key,
    copyArguments(part, (name) => () => <bdi dir="auto">{name}</bdi>),
  );

/**
 * One page of notifications, each with its type, title, text and time; an unread one offers Open, Mark as read
 * and, for an invitation, Accept and Decline. Every button is a form, so all of it works without script.
 * Title and text are worded in the reader's language from the type and body (`notificationCopy`, with the names
 * the list procedure resolved for the page); a notification it does not word shows its stored title and text.
 * `back` names the page the forms return to.
 */
export async function NotificationList({
  notifications,
  names,
  back,
}: {
  notifications: readonly NotificationRow[];
  names: NotificationNames;
  back: "unread" | "history";
}) {
  const [t, statuses] = await Promise.all([getT(messages), getCatalogue(statusMessages)]);
  const statusLabel = (status: string) =>
    Object.hasOwn(statuses, status) ? statuses[status as keyof typeof statuses] : null;
  const typeLabel = (type: string) =>
    Object.hasOwn(messages.messages.types, type)
      ? t(`types.${type as keyof typeof messages.messages.types}`)
      : t("types.legacy_markdown");
  return (
    <ul className="flex flex-col gap-3" aria-label={t("page.listLabel")} data-testid="notification-list">
      {notifications.map((notification) => {
        // Checked again here: a row stored before the check, or written around notify(), never leaves the site.
        const link = siteLink(notification.link);
        const copy = notificationCopy(notification, names, statusLabel);
        return (
          <li
            key={notification.id}
            className="flex flex-col gap-2 rounded-xl border border-divider bg-raised p-4"
            data-testid="notification"
            data-type={notification.type}
            data-read={notification.read}
            data-copy={copy ? "catalogue" : "stored"}
          >
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-xs text-secondary">
              <span className="font-semibold uppercase">{typeLabel(notification.type)}</span>
              <RelativeTime value={notification.createdAt} />
              {notification.read ? <span>{t("page.read")}</span> : null}
            </div>
            {copy ? (
              <>
                <h2 className="font-semibold">{shown(t, copy.title)}</h2>
                <p className="text-sm">{shown(t, copy.text)}</p>
              </>
            ) : (
              <>
                {/* The stored text (another module's words, a legacy notification): people's text. */}
                <h2 className="font-semibold" dir="auto">
                  {notification.title}
                </h2>
                {notification.text ? (
                  <p className="text-sm" dir="auto">
                    {notification.text}
                  </p>
                ) : null}
              </>
            )}
            <div className="flex flex-wrap gap-2">
              {link ? (
                <a className={buttonClassName({ variant: "secondary", size: "sm" })} href={link}>
                  {t("page.open")}
                </a>
              ) : null}
              {!notification.read && INVITES.has(notification.type) ? (
                <form action={answerInviteAction} className="flex gap-2">
                  <input type="hidden" name="id" value={notification.id} />
                  <input type="hidden" name="back" value={back} />
                  <Button type="submit" size="sm" name="intent" value="accept">
                    {t("page.accept")}
                  </Button>
                  <Button type="submit" size="sm" variant="secondary" name="intent" value="decline">
                    {t("page.decline")}
                  </Button>
                </form>
              ) : null}
              {!notification.read ? (
                <form action={markReadAction}>
                  <input type="hidden" name="id" value={notification.id} />
                  <input type="hidden" name="back" value={back} />
                  <Button type="submit" size="sm" variant="ghost">
                    {t("page.markRead")}
                  </Button>
                </form>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
