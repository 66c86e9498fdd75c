import { ShellLink as Link } from "@hopper/ui/components/shell-link";
import { getFormat, getT } from "@hopper/ui/i18n/server";
import type { ReactNode } from "react";

import { messages } from "../messages";

/** Date the legal texts were last revised; shown on every legal page. */
export const LEGAL_TEXTS_UPDATED = new Date("2026-11-22T00:00:00Z");

/** The legal texts, by their name under /legal (labels and summaries in the site catalogue's `legal.links`). */
export const LEGAL_DOCUMENTS = [
  "terms",
  "privacy",
  "rules",
  "copyright",
  "security",
  "ccpa",
  "cmp",
  "cmp-info",
] as const;

/**
 * Frame of a legal page: the list of all legal texts beside one readable column. Server-rendered prose,
 * no script.
 */
export async function LegalDocument({
  title,
  intro,
  current,
  children,
}: {
  title: string;
  intro: ReactNode;
  current: string;
  children: ReactNode;
}) {
  const [t, format] = await Promise.all([getT(messages), getFormat()]);
  return (
    <div className="grid grid-cols-1 gap-8 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={t("legal.documents")} className="text-sm">
        <ul className="flex flex-col gap-1 md:sticky md:top-4">
          {LEGAL_DOCUMENTS.map((name) => (
            <li key={name}>
              <Link
                href={`/legal/${name}`}
                aria-current={`/legal/${name}` === current ? "page" : undefined}
                className="block rounded px-3 py-1.5 text-secondary hover:bg-raised hover:text-primary aria-[current=page]:bg-raised aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {t(`legal.links.${name}.label`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="legal-prose max-w-3xl">
        <h1 className="mb-2 text-3xl font-bold">{title}</h1>
        <p className="mb-6 text-sm text-secondary">
          {t("legal.lastUpdated", { date: format.dateTime(LEGAL_TEXTS_UPDATED, { dateStyle: "long" }) })}
        </p>
        <div className="mb-6 rounded-lg border border-divider bg-raised p-4">{intro}</div>
        {children}
      </article>
    </div>
  );
}

/** A numbered or titled section of a legal text. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mb-8 flex flex-col gap-3 leading-relaxed">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Bulleted list with the legal texts' spacing. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-1.5 pl-6">{children}</ul>;
}

// Underlined, not only coloured: in the dark themes the brand green is under 3:1 against the text around it.
export const LEGAL_LINK_CLASS = "font-semibold text-brand underline underline-offset-2";
