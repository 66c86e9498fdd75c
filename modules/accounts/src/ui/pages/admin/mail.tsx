import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { DateTime } from "@hopper/ui/i18n/format";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { accountsCaller } from "../../caller";

export const metadata = { title: "Mailbox - Hopper" };

/** Staff-only: what the site sent (or, without SMTP, would have sent). */
export default async function MailboxPage({ searchParams, host }: ModulePageProps) {
  const { to } = await searchParams;
  const messages = await (await accountsCaller()).staff.mailbox({ to: typeof to === "string" ? to : undefined });
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">Mailbox</h1>
      <MenuNav label="Admin" entries={host.menus.admin} active="/admin/mail" variant="inline" />
      <form className="flex flex-wrap gap-2">
        <input
          name="to"
          placeholder="Recipient"
          defaultValue={typeof to === "string" ? to : ""}
          className="rounded-lg border border-divider bg-input px-3 py-1.5"
        />
        <button type="submit" className="rounded-lg border border-divider px-3 py-1.5">
          Filter
        </button>
      </form>
      <ul className="flex flex-col gap-3">
        {messages.map((message) => (
          <li key={message.id} className="rounded-xl border border-divider bg-raised p-4" data-testid="mail">
            <div className="text-sm text-secondary">
              <DateTime value={message.createdAt} style="dateTime" /> · to{" "}
              <span data-testid="mail-to">{message.to}</span> · {message.status}
              {message.error ? ` (${message.error})` : ""}
            </div>
            <h2 className="font-semibold">{message.subject}</h2>
            <pre className="whitespace-pre-wrap text-sm" data-testid="mail-text">
              {message.text}
            </pre>
          </li>
        ))}
      </ul>
    </section>
  );
}
