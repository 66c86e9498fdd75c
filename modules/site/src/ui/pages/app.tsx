import { headers } from "next/headers";

import { Card } from "@hopper/ui/components/card";
import { getT } from "@hopper/ui/i18n/server";

import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("app.title") };
}

const FEATURES = ["jumpBack", "library", "worlds", "updates"] as const;

/** The desktop launcher: what it does and how to point it at this instance. */
export default async function AppPage() {
  const [h, t] = await Promise.all([headers(), getT(messages)]);
  const origin = `${h.get("x-forwarded-proto") ?? "http"}://${h.get("x-forwarded-host") ?? h.get("host") ?? "localhost"}`;
  return (
    <div className="flex flex-col gap-10 py-10">
      <section className="flex flex-col gap-4">
        <h1 className="text-4xl font-black">{t("app.heading")}</h1>
        <p className="max-w-2xl text-lg text-secondary">{t("app.intro")}</p>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map((feature) => (
          <Card as="li" key={feature}>
            <h2 className="font-semibold">{t(`app.features.${feature}.title`)}</h2>
            <p className="text-sm text-secondary">{t(`app.features.${feature}.text`)}</p>
          </Card>
        ))}
      </ul>
      <section aria-labelledby="connect-title" className="flex flex-col gap-2">
        <h2 id="connect-title" className="text-2xl font-bold">
          {t("app.connectTitle")}
        </h2>
        <p className="max-w-2xl text-secondary">{t("app.connectText")}</p>
        <code
          className="w-fit rounded-lg border border-divider bg-raised px-3 py-2 font-mono text-sm"
          data-testid="api-base"
        >
          {`${origin}/v2`}
        </code>
        <p className="text-sm text-secondary">{t("app.signInText")}</p>
      </section>
    </div>
  );
}
