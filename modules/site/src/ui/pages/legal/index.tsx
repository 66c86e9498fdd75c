import { ShellLink as Link } from "@hopper/ui/components/shell-link";
import { getFormat, getT } from "@hopper/ui/i18n/server";

import { LEGAL_DOCUMENTS, LEGAL_TEXTS_UPDATED } from "../../components/legal-document";
import { messages } from "../../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("legal.title") };
}

export default async function LegalIndexPage() {
  const [t, format] = await Promise.all([getT(messages), getFormat()]);
  return (
    <section className="flex flex-col gap-6 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t("legal.heading")}</h1>
        <p className="mt-2 max-w-2xl text-secondary">
          {t("legal.intro", { date: format.dateTime(LEGAL_TEXTS_UPDATED, { dateStyle: "long" }) })}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {LEGAL_DOCUMENTS.map((name) => (
          <li key={name}>
            <Link
              href={`/legal/${name}`}
              className="flex h-full flex-col gap-1 rounded-xl border border-divider bg-raised p-4 hover:border-brand"
            >
              <span className="font-semibold">{t(`legal.links.${name}.label`)}</span>
              <span className="text-sm text-secondary">{t(`legal.links.${name}.summary`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
