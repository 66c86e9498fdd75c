import { notFound } from "next/navigation";

import { buttonClassName } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { changelogRouter } from "../../server/router";
import { deleteEntryAction, updateEntryAction } from "../writing/entry-actions";
import { EntryForm } from "../writing/entry-form";
import { writingMessages } from "../writing/writing-messages";

export async function generateMetadata() {
  const t = await getT(writingMessages);
  return { title: t("editTitle") };
}

/** The entry, or the site's 404 for an unknown or malformed id. */
async function entryOf(params: ModulePageProps["params"]) {
  const { id } = await params;
  try {
    return await (await moduleCaller(changelogRouter)).entries.get({ id: typeof id === "string" ? id : "" });
  } catch (error) {
    const code = error instanceof Error && error.name === "TRPCError" ? (error as { code?: string }).code : undefined;
    if (code === "NOT_FOUND" || code === "BAD_REQUEST") notFound();
    throw error;
  }
}

/**
 * /admin/changelog/[id]/edit (admins): the entry's form, and below it the delete form, which needs its
 * confirmation box ticked (it works without JavaScript, so no browser dialog).
 */
export default async function AdminChangelogEditPage({ params, searchParams }: ModulePageProps) {
  const [t, query, entry] = await Promise.all([getT(writingMessages), searchParams, entryOf(params)]);
  const refusal = sealedRefusal(query).message;
  return (
    <section className="flex flex-col gap-4 py-8">
      <p>
        <a href="/admin/changelog" className="underline">
          {t("heading")}
        </a>
      </p>
      <h1 className="text-2xl font-bold">{t("editTitle")}</h1>
      <p className="text-sm text-secondary">{entry.scheduled ? t("scheduled") : t("published")}</p>
      {refusal ? (
        <FormNotice tone="error" testId="form-error">
          {refusal}
        </FormNotice>
      ) : null}
      <EntryForm t={t} action={updateEntryAction} values={entry} />
      <form id="delete" action={deleteEntryAction} className="flex flex-col gap-3 border-t border-divider pt-4">
        <h2 className="text-lg font-semibold">{t("deleteHeading")}</h2>
        <input type="hidden" name="id" value={entry.id} />
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="confirm" value="yes" required data-testid="changelog-delete-confirm" />
          {t("deleteConfirm")}
        </label>
        <div>
          <button type="submit" className={buttonClassName({ variant: "danger" })} data-testid="changelog-delete">
            {t("delete")}
          </button>
        </div>
      </form>
    </section>
  );
}
