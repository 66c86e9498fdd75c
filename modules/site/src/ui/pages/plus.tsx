import { formatMinorUnits } from "@hopper/core/format/money";
import { Card } from "@hopper/ui/components/card";
import { getCatalogue, getT } from "@hopper/ui/i18n/server";

import { PLUS_PRICES_USD, savingPercent } from "../../server/plus-plan";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("plus.title") };
}

/** The midas subscription: perks and the three USD prices. */
export default async function PlusPage() {
  const [t, site] = await Promise.all([getT(messages), getCatalogue(messages)]);
  return (
    <div className="flex flex-col gap-10 py-10">
      <section className="flex flex-col gap-3">
        <h1 className="text-4xl font-black">
          {t.rich("plus.heading", { plus: (chunks) => <span className="text-brand">{chunks}</span> })}
        </h1>
        <p className="max-w-2xl text-lg text-secondary">{t("plus.intro")}</p>
        <ul className="flex list-disc flex-col gap-1 pl-6">
          {site.plus.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3" aria-label={t("plus.prices")}>
        {PLUS_PRICES_USD.map((price) => {
          const saving = savingPercent(price.amount, price.months);
          return (
            <Card
              as="li"
              key={price.interval}
              padding="lg"
              className="flex flex-col gap-1"
              data-testid={`plus-${price.interval}`}
            >
              <h2 className="font-semibold">{t(`plus.intervals.${price.interval}`)}</h2>
              <p>
                <span className="text-3xl font-black">{formatMinorUnits(price.amount)}</span>{" "}
                <span className="text-secondary">{t(`plus.per.${price.interval}`)}</span>
              </p>
              <p className="text-sm text-secondary">
                {saving > 0 ? t("plus.save", { percent: String(saving) }) : t("plus.billedMonthly")}
              </p>
            </Card>
          );
        })}
      </ul>
      <p className="text-sm text-secondary">{t("plus.note")}</p>
    </div>
  );
}
