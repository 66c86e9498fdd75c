import { ShellLink as Link } from "@hopper/ui/components/shell-link";
import { LEGAL_LINKS, LEGAL_TEXTS_UPDATED } from "../../components/legal-document";

export const metadata = { title: "Legal - Hopper" };

const SUMMARIES: Record<string, string> = {
  "/legal/terms": "The agreement between you and the operator of this Hopper instance.",
  "/legal/privacy": "What personal data this instance keeps, why, for how long, and your rights.",
  "/legal/rules": "What may and may not be published, and how moderation works.",
  "/legal/copyright": "How to report content that infringes your copyright, and how to respond to a report.",
  "/legal/security": "How to report a vulnerability responsibly.",
  "/legal/ccpa": "Additional notice for residents of California.",
  "/legal/cmp": "Your cookie choices on this instance.",
  "/legal/cmp-info": "Every cookie and storage entry the site uses.",
};

export default function LegalIndexPage() {
  return (
    <section className="flex flex-col gap-6 py-8">
      <div>
        <h1 className="text-3xl font-bold">Legal</h1>
        <p className="mt-2 max-w-2xl text-secondary">
          Hopper is open-source software that anyone can run. These texts apply to this instance and are maintained by
          its operator. Last updated {LEGAL_TEXTS_UPDATED}.
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {LEGAL_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="flex h-full flex-col gap-1 rounded-xl border border-divider bg-raised p-4 hover:border-brand"
            >
              <span className="font-semibold">{link.label}</span>
              <span className="text-sm text-secondary">{SUMMARIES[link.href]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
