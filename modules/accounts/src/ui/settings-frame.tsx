import type { ReactNode } from "react";

const SECTIONS = [
  { href: "/settings", label: "Appearance" },
  { href: "/settings/language", label: "Language" },
  { href: "/settings/profile", label: "Public profile" },
  { href: "/settings/account", label: "Account and security" },
  { href: "/settings/sessions", label: "Sessions" },
  { href: "/settings/pats", label: "Personal access tokens" },
];

/** The settings sidebar and content column. */
export function SettingsFrame({ title, active, children }: { title: string; active: string; children: ReactNode }) {
  return (
    <div className="grid gap-8 py-8 md:grid-cols-[14rem_1fr]">
      <nav aria-label="Settings" className="flex flex-col gap-1">
        {SECTIONS.map((section) => (
          <a
            key={section.href}
            href={section.href}
            aria-current={section.href === active ? "page" : undefined}
            className="rounded-lg px-3 py-2 aria-[current=page]:bg-raised aria-[current=page]:font-semibold"
          >
            {section.label}
          </a>
        ))}
      </nav>
      <section className="flex flex-col gap-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </section>
    </div>
  );
}

export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-divider bg-raised p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
