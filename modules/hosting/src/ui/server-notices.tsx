import { siteMarkdown } from "@hopper/core/markdown";
import { buttonClassName } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";

import type { NoticeView } from "../server/services/notices/notices";
import { dismissNoticeAction } from "./notices/notice-actions";
import { noticeMessages } from "./notices/notice-messages";

const LEVEL_CLASSES: Record<string, string> = {
  critical: "border-danger text-danger",
  warn: "border-warning",
  survey: "border-brand",
  info: "border-divider",
};

/**
 * The notices of a server (docs/hosting.md "Server notices"), above its tabs on every server page: the level, the
 * Markdown message and, when the notice allows it, a Dismiss button (a plain form: no JavaScript needed).
 * `notices` comes from `activeNotices` / `hosting.notices.forServer`; `returnTo` is the page to come back to.
 */
export async function ServerNotices({
  serverId,
  notices,
  returnTo,
}: {
  serverId: string;
  notices: readonly Pick<NoticeView, "id" | "level" | "message" | "dismissable">[];
  returnTo?: string;
}) {
  if (notices.length === 0) return null;
  const t = await getT(noticeMessages);
  return (
    <section aria-label={t("regionLabel")} className="flex flex-col gap-2" data-testid="server-notices">
      {notices.map((notice) => {
        const level = notice.level in LEVEL_CLASSES ? notice.level : "info";
        return (
          <div
            key={notice.id}
            role={level === "critical" ? "alert" : "status"}
            className={`flex flex-wrap items-start gap-3 rounded-lg border-2 p-3 ${LEVEL_CLASSES[level]}`}
            data-testid="server-notice"
            data-notice-id={notice.id}
            data-level={level}
          >
            <strong className="text-sm uppercase">{t(`level.${level as "info"}`)}</strong>
            <div
              className="markdown-body min-w-0 flex-1 text-sm"
              dir="auto"
              // the site's renderer sanitizes (docs/markdown.md); admins write these, but the output is safe anyway
              dangerouslySetInnerHTML={{ __html: siteMarkdown().render(notice.message) }}
            />
            {notice.dismissable ? (
              <form action={dismissNoticeAction}>
                <input type="hidden" name="serverId" value={serverId} />
                <input type="hidden" name="noticeId" value={notice.id} />
                <input type="hidden" name="returnTo" value={returnTo ?? `/servers/manage/${serverId}`} />
                <button
                  type="submit"
                  className={buttonClassName({ variant: "secondary", size: "sm" })}
                  aria-label={t("dismissLabel")}
                  data-testid="dismiss-notice"
                >
                  {t("dismiss")}
                </button>
              </form>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
