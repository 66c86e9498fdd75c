import { getT } from "@hopper/ui/i18n/server";

import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("frog.title") };
}

/** An easter egg: Hop the frog, the mascot, in a better mood than on the error page. */
export default async function FrogPage() {
  const t = await getT(messages);
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <svg viewBox="0 0 160 160" className="h-48 w-48" role="img" aria-label={t("frog.image")}>
        <ellipse cx="80" cy="142" rx="52" ry="8" fill="var(--color-divider)" />
        <path d="M30 120c0-34 22-58 50-58s50 24 50 58c0 12-10 20-22 20H52c-12 0-22-8-22-20z" fill="#3f9d5a" />
        <path d="M52 124c0-18 12-30 28-30s28 12 28 30c0 7-6 12-13 12H65c-7 0-13-5-13-12z" fill="#b8e3a4" />
        <circle cx="54" cy="58" r="20" fill="#3f9d5a" />
        <circle cx="106" cy="58" r="20" fill="#3f9d5a" />
        <circle cx="54" cy="56" r="12" fill="#fff" />
        <circle cx="106" cy="56" r="12" fill="#fff" />
        <circle cx="56" cy="54" r="6" fill="#1b1d21" />
        <circle cx="104" cy="54" r="6" fill="#1b1d21" />
        <path d="M58 90c10 12 34 12 44 0" stroke="#1b1d21" strokeWidth="4" strokeLinecap="round" fill="none" />
        <circle cx="46" cy="84" r="5" fill="#f29b9b" opacity="0.7" />
        <circle cx="114" cy="84" r="5" fill="#f29b9b" opacity="0.7" />
      </svg>
      <h1 className="text-4xl font-black">{t("frog.heading")}</h1>
      <p className="max-w-md text-secondary">{t("frog.text")}</p>
      <a href="/" className="rounded-xl bg-brand px-5 py-2.5 font-semibold text-on-brand">
        {t("frog.back")}
      </a>
    </section>
  );
}
