import { notFound, redirect } from "next/navigation";

import { projectTypePluralMessages } from "@hopper/catalog/server";
import { formatNumber } from "@hopper/core/format/number";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { ProjectCard } from "@hopper/ui/components/project-card";
import { Tabs } from "@hopper/ui/components/tabs";
import { DateTime } from "@hopper/ui/i18n/format";
import { getCatalogue, getT } from "@hopper/ui/i18n/server";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import { slotViewer } from "@hopper/core/module";
import type { ModulePageProps, PageProps } from "@hopper/ui/server/render-page";
import { shareMetadata } from "@hopper/ui/server/share-metadata";
import { getViewer } from "@hopper/ui/server/viewer";
import { SlotOutlet } from "@hopper/ui/shell/slot-outlet";

import { FOLLOWING_ID } from "../../server/services/followed-collection";
import { collectionPageData } from "../caller";
import { getCardLabel } from "../card-label";
import { CollectionEditor, DeleteConfirmation } from "../components/collection-editor";
import { ProjectAction } from "../components/project-action";
import { messages } from "../messages";

const STATUS_BADGES = ["unlisted", "private", "rejected"] as const;
const isBadged = (status: string): status is (typeof STATUS_BADGES)[number] =>
  (STATUS_BADGES as readonly string[]).includes(status);

/**
 * The type tabs: the address segment and the card's project type (as the organization page's); their labels are
 * the catalogue's `projectTypePluralMessages`, by segment.
 */
const TYPE_TABS = [
  ["mods", "mod"],
  ["plugins", "plugin"],
  ["datapacks", "datapack"],
  ["resourcepacks", "resourcepack"],
  ["shaders", "shader"],
  ["modpacks", "modpack"],
] as const;

/** The page's data through the collections procedure, or null (unknown, hidden from the viewer, bad id). */
const load = async (id: unknown) => (typeof id === "string" ? collectionPageData(id) : null);
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

export async function generateMetadata({ params }: PageProps) {
  const [page, t] = await Promise.all([load((await params).id), getT(messages)]);
  if (!page) return { title: t("notFoundTitle") };
  const { collection, owner } = page;
  if (page.followed) {
    const path = `/collection/${FOLLOWING_ID}`;
    return shareMetadata({ title: t("followed.name"), description: t("followed.summary"), path, indexable: false });
  }
  return shareMetadata({
    title: collection.name ?? "",
    description: collection.description || (owner ? t("byOwner", { username: owner.username }) : t("onHopper")),
    path: `/collection/${collection.id}`,
    image: collection.iconUrl,
    indexable: collection.status === "listed",
  });
}

/**
 * /collection/{id} and /collection/{id}/{projectType}: name, summary, curator, dates, project count and the
 * projects as cards, with type tabs. Its owner and staff edit it, change its icon, remove projects and delete it
 * (after a confirmation step). /collection/following is the viewer's followed projects, with "Unfollow".
 */
export default async function CollectionPage({ params, searchParams, host }: ModulePageProps) {
  const [{ id, projectType }, query] = await Promise.all([params, searchParams]);
  const [page, t, cardLabel, plurals] = await Promise.all([
    load(id),
    getT(messages),
    getCardLabel(),
    getCatalogue(projectTypePluralMessages),
  ]);
  if (!page) {
    // A visitor asking for their followed projects is asked to sign in; anything else is the collection 404.
    if (id === FOLLOWING_ID && !(await getViewer())) {
      redirect(`/auth/sign-in?redirect=${encodeURIComponent(`/collection/${FOLLOWING_ID}`)}`);
    }
    notFound();
  }
  const tab = typeof projectType === "string" ? TYPE_TABS.find(([path]) => path === projectType) : undefined;
  if (projectType !== undefined && !tab) notFound();
  const { collection, owner, projects, canEdit, followed } = page;
  const name = followed ? t("followed.name") : (collection.name ?? "");
  const description = followed ? t("followed.summary") : collection.description;
  const badge = isBadged(collection.status) ? t(`statuses.${collection.status}`) : null;
  const base = `/collection/${collection.id}`;
  const present = TYPE_TABS.filter(([, type]) => projects.some((project) => project.type === type));
  const shown = tab ? projects.filter((project) => project.type === tab[1]) : projects;
  const here = tab ? `${base}/${tab[0]}` : base;
  // A refused form's text as runForm sealed it (ui/refusal-seal.ts); text an address made up shows nothing.
  const error = sealedRefusal(query).message;
  const confirming = canEdit && !followed && one(query.delete) === "confirm";
  const editable = canEdit && !followed ? { ...collection, name } : null;
  return (
    <section className="flex flex-col gap-4 py-8">
      <div className="flex items-center gap-4">
        <div data-testid="collection-icon">
          <ProjectIcon name={name} iconUrl={collection.iconUrl} size={96} tone="raised" />
        </div>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold" data-testid="collection-name" dir="auto">
            {name}
          </h1>
          {followed ? null : (
            <div className="flex flex-wrap gap-2" data-testid="collection-header-actions">
              <SlotOutlet
                entries={host.slots["collection.header-actions"]}
                props={{ collection: { id: collection.id, name }, viewer: slotViewer(await getViewer()) }}
              />
            </div>
          )}
          {badge ? (
            <span className="w-fit rounded bg-raised px-2 text-xs font-semibold" data-testid="collection-status">
              {badge}
            </span>
          ) : null}
          {description ? (
            <p className="text-secondary" dir={followed ? undefined : "auto"}>
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <p className="text-sm">
        {t("curatedBy")}{" "}
        {owner ? (
          <a className="underline" href={`/user/${owner.username}`} data-testid="collection-owner" dir="auto">
            {owner.username}
          </a>
        ) : null}
      </p>
      <p className="text-sm text-secondary">
        <span data-testid="collection-project-count">
          {t("projectCount", { count: formatNumber(projects.length) })}
        </span>
        {collection.createdAt && collection.updatedAt ? (
          <>
            {" · "}
            {t.rich("dates", {
              created: () => <DateTime value={collection.createdAt!} />,
              updated: () => <DateTime value={collection.updatedAt!} />,
            })}
          </>
        ) : null}
      </p>
      {error ? (
        <FormNotice tone="error" boxed testId="collection-error">
          {error}
        </FormNotice>
      ) : null}
      {one(query.notice) === "saved" ? <FormNotice tone="success">{t("edit.saved")}</FormNotice> : null}
      {confirming && editable ? <DeleteConfirmation collection={editable} /> : null}
      {editable && !confirming ? <CollectionEditor collection={editable} open={Boolean(error)} /> : null}
      {present.length > 0 ? (
        <Tabs
          label={t("types.label")}
          items={[
            { href: base, label: t("types.all"), active: !tab },
            ...present.map(([path]) => ({
              href: `${base}/${path}`,
              label: plurals[path],
              active: tab?.[0] === path,
            })),
          ]}
        />
      ) : null}
      {shown.length === 0 ? (
        <p className="text-sm text-secondary" data-testid="collection-empty">
          {followed ? t("followed.empty") : tab ? t("emptyOfType") : t("empty")}
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2" data-testid="collection-projects">
          {shown.map((project) => (
            <div key={project.id} className="flex flex-col gap-1">
              <ProjectCard project={{ ...project, label: cardLabel(project) }} testId="project-summary" />
              {canEdit || followed ? (
                <ProjectAction collectionId={collection.id} project={project} followed={followed} back={here} />
              ) : null}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
