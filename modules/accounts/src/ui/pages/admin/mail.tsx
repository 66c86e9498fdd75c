import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { DateTime } from "@hopper/ui/i18n/format";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { accountsCaller } from "../../caller";
import { messages } from "../../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("admin.mail.title") };
}

/** Staff-only: what the site sent (or, without SMTP, would have sent). */
export default async function MailboxPage({ searchParams, host }: ModulePageProps) {
  const { to } = await searchParams;
  const [mails, t] = await Promise.all([
    (await accountsCaller()).staff.mailbox({ to: typeof to === "string" ? to : undefined }),
    getT(messages),
  ]);
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("admin.mail.heading")}</h1>
      <MenuNav label={t("admin.menu")} entries={host.menus.admin} active="/admin/mail" variant="inline" />
      <form className="flex flex-wrap gap-2">
        <input
          name="to"
          placeholder={t("admin.mail.recipient")}
          aria-label={t("admin.mail.recipient")}
          defaultValue={typeof to === "string" ? to : ""}
          className="rounded-lg border border-divider bg-input px-3 py-1.5"
        />
        <button type="submit" className="rounded-lg border border-divider px-3 py-1.5">
          {t("admin.mail.filter")}
        </button>
      </form>
      <ul className="flex flex-col gap-3">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-xl border border-divider bg-raised p-4" data-testid="mail">
            <div className="text-sm text-secondary">
              {t.rich("admin.mail.sent", {
                status: mail.status,
                date: () => <DateTime value={mail.createdAt} style="dateTime" />,
                // People's text (an address), kept in its own direction as the subject and body are.
                to: () => (
                  <span data-testid="mail-to" dir="auto">
                    {mail.to}
                  </span>
                ),
              })}
              {/* The transport's own words (SMTP), as stored when the mail failed. */}
              {mail.error ? t("admin.mail.failure", { error: mail.error }) : null}
            </div>
            {/* The mail as it was sent, in the language it was written in. */}
            <h2 className="font-semibold" dir="auto">
              {mail.subject}
            </h2>
            <pre className="whitespace-pre-wrap text-sm" data-testid="mail-text" dir="auto">
              {mail.text}
            </pre>
          </li>
        ))}
      </ul>
      {mails.length === 0 ? <p className="text-secondary">{t("admin.mail.none")}</p> : null}
    </section>
  );
}
