import { PROJECT_TYPES, projectTypeMessages, REVIEW_QUEUE_TEXT_MAX, statusMessages } from "@hopper/catalog/server";
import type { ProjectType } from "@hopper/catalog/server";
import { buttonClassName } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime, RelativeTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { QueueDetails } from "../components/review/queue-details";
import { reviewMessages } from "../messages/review";
import { moderationCaller } from "../staff-caller";

export async function generateMetadata() {
  const t = await getT(reviewMessages);
  return { title: t("queue.title") };
}

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The queue's filters from the address: a known type, the text (at most the service's cap), a page number. */
function filtersOf(query: Query) {
  const type = one(query.type);
  const text = one(query.text)?.trim() ?? "";
  const page = Number.parseInt(one(query.page) ?? "1", 10);
  return {
    type: (PROJECT_TYPES as readonly string[]).includes(type ?? "") ? (type as ProjectType) : null,
    // A longer text than the box allows can only come from an edited address: it filters nothing.
    text: text.length <= REVIEW_QUEUE_TEXT_MAX ? text : "",
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

function addressOf(filters: { type: string | null; text: string }, page: number) {
  const params = new URLSearchParams();
  if (filters.type) params.set("type", filters.type);
  if (filters.text) params.set("text", filters.text);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/moderation/review${search ? `?${search}` : ""}`;
}

/** /moderation/review (staff): projects in review, the longest waiting first, each with its details at hand. */
export default async function ReviewQueuePage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const filters = filtersOf(query);
  const [queue, t, types, statuses] = await Promise.all([
    (await moderationCaller()).review.queue(filters),
    getT(reviewMessages),
    getT(projectTypeMessages),
    getT(statusMessages),
  ]);
  const decided = one(query.decided);
  const decidedLabel = decided && Object.hasOwn(statusMessages.messages, decided) ? decided : null;
  const filtered = Boolean(filters.type || filters.text);
  return (
    <section className="flex min-w-0 flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("queue.heading")}</h1>
      <MenuNav label={t("queue.menu")} entries={host.menus.admin} active="/moderation/review" variant="inline" />
      {decidedLabel ? (
        <FormNotice tone="success" boxed testId="review-decided">
          {t("queue.decided", { status: statuses(decidedLabel as keyof typeof statusMessages.messages) })}
        </FormNotice>
      ) : null}
      <form className="flex flex-wrap items-end gap-2" aria-label={t("queue.filters")} method="get">
        <label className="flex flex-col gap-1 text-sm">
          {t("queue.type")}
          <select
            name="type"
            defaultValue={filters.type ?? ""}
            className="rounded-lg border border-divider bg-input px-3 py-1.5"
          >
            <option value="">{t("queue.anyType")}</option>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {types(type)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("queue.text")}
          <input
            type="search"
            name="text"
            defaultValue={filters.text}
            maxLength={REVIEW_QUEUE_TEXT_MAX}
            className="rounded-lg border border-divider bg-input px-3 py-1.5"
          />
        </label>
        <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
          {t("queue.apply")}
        </button>
        {filtered ? (
          <a className="text-sm underline" href="/moderation/review">
            {t("queue.clear")}
          </a>
        ) : null}
      </form>
      <p className="text-sm text-secondary" data-testid="queue-count">
        {t("queue.count", { count: queue.total })}
      </p>
      {queue.entries.length === 0 ? (
        <p data-testid="queue-empty">{filtered ? t("queue.emptyFiltered") : t("queue.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="review-queue">
          {queue.entries.map((entry) => (
            <li
              key={entry.id}
              className="min-w-0 rounded-lg border border-divider p-3"
              data-testid="queue-row"
              data-project={entry.slug}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="min-w-0 break-words text-lg font-semibold">
                  <a dir="auto" className="underline" href={`/${entry.projectType}/${entry.slug}/moderation`}>
                    {entry.name}
                  </a>
                </h2>
                <a
                  className={buttonClassName({ variant: "primary", size: "sm" })}
                  href={`/${entry.projectType}/${entry.slug}/moderation`}
                  aria-label={`${t("queue.review")}: ${entry.name}`}
                >
                  {t("queue.review")}
                </a>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-secondary">{t("queue.type")}</dt>
                <dd>{types(entry.projectType as ProjectType)}</dd>
                <dt className="text-secondary">{t("queue.owner")}</dt>
                <dd className="break-words">
                  {entry.owner === null ? (
                    t("queue.noOwner")
                  ) : entry.owner.kind === "organization" ? (
                    t("queue.organization", { name: entry.owner.name })
                  ) : (
                    <a className="underline" href={`/moderation/user/${encodeURIComponent(entry.owner.name)}`}>
                      {entry.owner.name}
                    </a>
                  )}
                </dd>
                <dt className="text-secondary">{t("queue.queued")}</dt>
                <dd>
                  {entry.queued ? (
                    <>
                      <RelativeTime value={entry.queued} /> (<DateTime value={entry.queued} style="dateTime" />)
                    </>
                  ) : (
                    t("queue.notQueued")
                  )}
                </dd>
                <dt className="text-secondary">{t("queue.requested")}</dt>
                <dd>
                  {entry.requestedStatus && Object.hasOwn(statusMessages.messages, entry.requestedStatus)
                    ? statuses(entry.requestedStatus as keyof typeof statusMessages.messages)
                    : t("queue.requestedDefault")}
                </dd>
              </dl>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium">
                  {t("queue.atHand", { name: entry.name })}
                </summary>
                <QueueDetails entry={entry} />
              </details>
            </li>
          ))}
        </ol>
      )}
      {queue.pageCount > 1 ? (
        <nav aria-label={t("queue.pages")} className="flex flex-wrap items-center gap-3 text-sm">
          {queue.page > 1 ? (
            <a className="underline" rel="prev" href={addressOf(filters, queue.page - 1)}>
              {t("queue.previous")}
            </a>
          ) : null}
          <span>{t("queue.pageOf", { page: String(queue.page), count: String(queue.pageCount) })}</span>
          {queue.page < queue.pageCount ? (
            <a className="underline" rel="next" href={addressOf(filters, queue.page + 1)}>
              {t("queue.next")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
