import type { ReactNode } from "react";

import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import type { ServerView } from "../../server/services/servers/server-view";
import { findServerView, serverPageView } from "../hosting-caller";
import { ServerShell } from "../server-shell";
import { optionsMessages } from "./options-messages";

export const SECTIONS = [
  "default",
  "info",
  "loader",
  "network",
  "properties",
  "startup",
  "preferences",
  "billing",
] as const;
export type OptionsSection = (typeof SECTIONS)[number];

export const sectionHref = (id: string, section: OptionsSection) =>
  `/servers/manage/${encodeURIComponent(id)}/options${section === "default" ? "" : `/${section}`}`;

const NOTICES = ["renamed", "reinstalling", "properties", "startup", "preferences", "plan", "cancelled"] as const;

export type OptionsT = Awaited<ReturnType<typeof getT<(typeof optionsMessages)["messages"]>>>;

/** Every options page's title: its section and the server's name. */
export function optionsMetadata(section: OptionsSection) {
  return async ({ params }: ModulePageProps) => {
    const [view, t] = await Promise.all([findServerView(params), getT(optionsMessages)]);
    return {
      title: view ? t("title", { section: t(`sections.${section}`), name: view.server.name }) : t("notFoundTitle"),
    };
  };
}

/**
 * An options page (guard `auth`; docs/hosting.md "Options"): the server's frame, the left-side sub-navigation, the
 * notice or sealed refusal of the last form, and the section's body.
 */
export function optionsPage(
  section: OptionsSection,
  render: (view: ServerView, t: OptionsT) => Promise<ReactNode> | ReactNode,
) {
  return async function OptionsPage({ params, searchParams }: ModulePageProps) {
    const [view, t, query] = await Promise.all([serverPageView(params), getT(optionsMessages), searchParams]);
    const refusal = sealedRefusal(query);
    const notice = NOTICES.find((key) => key === query.notice);
    let body: ReactNode;
    try {
      body = await render(view, t);
    } catch (error) {
      body = (
        <FormNotice tone="error" boxed testId="options-error">
          {t("unreachable", { message: error instanceof Error ? error.message : String(error) })}
        </FormNotice>
      );
    }
    return (
      <ServerShell view={view} active="options">
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
          <nav aria-label={t("navLabel")}>
            <ul className="flex flex-row flex-wrap gap-2 md:flex-col">
              {SECTIONS.map((entry) => (
                <li key={entry}>
                  <a
                    href={sectionHref(view.server.id, entry)}
                    aria-current={entry === section ? "page" : undefined}
                    className={`block rounded px-2 py-1 ${entry === section ? "bg-divider font-semibold" : "underline"}`}
                  >
                    {t(`sections.${entry}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <section className="flex min-w-0 flex-col gap-4" data-testid={`options-${section}`}>
            <h2 className="text-xl font-semibold">{t(`sections.${section}`)}</h2>
            {notice ? (
              <FormNotice tone="success" boxed testId="options-notice">
                {t(`notices.${notice}`)}
              </FormNotice>
            ) : null}
            {refusal.message ? (
              <FormNotice tone="error" boxed testId="options-refusal">
                {refusal.message}
              </FormNotice>
            ) : null}
            {body}
          </section>
        </div>
      </ServerShell>
    );
  };
}
