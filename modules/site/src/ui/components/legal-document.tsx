import { ShellLink as Link } from "@hopper/ui/components/shell-link";
import type { ReactNode } from "react";

/** Date the legal texts were last revised; shown on every legal page. */
export const LEGAL_TEXTS_UPDATED = "2026-11-22";

const LEGAL_LINKS = [
  { href: "/legal/terms", label: "Terms of Use" },
  { href: "/legal/privacy", label: "Privacy Policy" },
  { href: "/legal/rules", label: "Content Rules" },
  { href: "/legal/copyright", label: "Copyright Policy" },
  { href: "/legal/security", label: "Security Notice" },
  { href: "/legal/ccpa", label: "California Privacy Notice" },
  { href: "/legal/cmp", label: "Cookie Consent" },
  { href: "/legal/cmp-info", label: "Cookies and Storage" },
] as const;

/**
 * Frame of a legal page: the list of all legal texts beside one readable column. Server-rendered prose,
 * no script.
 */
export function LegalDocument({
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
  return (
    <div className="grid grid-cols-1 gap-8 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label="Legal documents" className="text-sm">
        <ul className="flex flex-col gap-1 md:sticky md:top-4">
          {LEGAL_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={link.href === current ? "page" : undefined}
                className="block rounded px-3 py-1.5 text-secondary hover:bg-raised hover:text-primary aria-[current=page]:bg-raised aria-[current=page]:font-semibold aria-[current=page]:text-primary"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="legal-prose max-w-3xl">
        <h1 className="mb-2 text-3xl font-bold">{title}</h1>
        <p className="mb-6 text-sm text-secondary">Last updated {LEGAL_TEXTS_UPDATED}</p>
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
export { LEGAL_LINKS };
