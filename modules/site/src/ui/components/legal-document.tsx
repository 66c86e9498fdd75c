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

export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

/**
 * Frame of a legal page: the list of all legal texts beside one readable column, headed by the text's label
 * from the site catalogue. Server-rendered prose, no script; each text's own catalogue is read by its page.
 */
export async function LegalDocument({
  name,
  intro,
  children,
}: {
  name: LegalDocumentName;
  /** The boxed opening paragraph. */
  intro: ReactNode;
  children: ReactNode;
}) {
  const [t, format] = await Promise.all([getT(messages), getFormat()]);
  return (
    <div className="grid grid-cols-1 gap-8 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={t("legal.documents")} className="text-sm">
        <ul className="flex flex-col gap-1 md:sticky md:top-4">
          {LEGAL_DOCUMENTS.map((other) => (
            <li key={other}>
              <Link
                href={`/legal/${other}`}
                aria-current={other === name ? "page" : undefined}
                className="block rounded px-3 py-1.5 text-secondary hover:bg-raised hover:text-primary aria-[current=page]:bg-raised aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {t(`legal.links.${other}.label`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="legal-prose max-w-3xl">
        <h1 className="mb-2 text-3xl font-bold">{t(`legal.links.${name}.label`)}</h1>
        <p className="mb-6 text-sm text-secondary">
          {t("legal.lastUpdated", { date: format.dateTime(LEGAL_TEXTS_UPDATED, { dateStyle: "long" }) })}
        </p>
        <div className="mb-6 rounded-lg border border-divider bg-raised p-4">
          <p>{intro}</p>
        </div>
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

/** Bulleted list with the legal texts' spacing; the items are whole messages, in the catalogue's order. */
export function LegalList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-6">
      {items.map((item, index) => (
        // Fixed text that never reorders: its place is its identity.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

// Underlined, not only coloured: in the dark themes the brand green is under 3:1 against the text around it.
const LEGAL_LINK_CLASS = "font-semibold text-brand underline underline-offset-2";

/**
 * The `<link>…</link>` of a legal message (`t.rich(key, { link: legalLink("privacy") })`): a link to another
 * legal text. The address stays in the code; the catalogue holds only the words.
 */
export function legalLink(name: LegalDocumentName) {
  return (chunks: ReactNode) => (
    <a href={`/legal/${name}`} className={LEGAL_LINK_CLASS}>
      {chunks}
    </a>
  );
}

/** The `<strong>…</strong>` of a legal message. */
export const legalStrong = (chunks: ReactNode) => <strong>{chunks}</strong>;
