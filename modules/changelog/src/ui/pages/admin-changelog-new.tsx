import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { createEntryAction } from "../writing/entry-actions";
import { EntryForm } from "../writing/entry-form";
import { writingMessages } from "../writing/writing-messages";

export async function generateMetadata() {
  const t = await getT(writingMessages);
  return { title: t("newTitle") };
}

// A new entry starts with the sections every entry has (spec section 3).
const TEMPLATE = "## Added\n\n- \n\n## Improvements\n\n- \n";

/** /admin/changelog/new (admins): write an entry; the time defaults to now (UTC), a later one schedules it. */
export default async function AdminChangelogNewPage({ searchParams }: ModulePageProps) {
  const [t, query] = await Promise.all([getT(writingMessages), searchParams]);
  const refusal = sealedRefusal(query).message;
  return (
    <section className="flex flex-col gap-4 py-8">
      <p>
        <a href="/admin/changelog" className="underline">
          {t("heading")}
        </a>
      </p>
      <h1 className="text-2xl font-bold">{t("newTitle")}</h1>
      {refusal ? (
        <FormNotice tone="error" testId="form-error">
          {refusal}
        </FormNotice>
      ) : null}
      <EntryForm
        t={t}
        action={createEntryAction}
        values={{ product: "web", publishedAt: new Date(), versionLabel: null, body: TEMPLATE }}
      />
    </section>
  );
}
