import { formatMinorUnits } from "@hopper/core/format/money";
import { Card } from "@hopper/ui/components/card";

import { PLUS_PRICES_USD, savingPercent } from "../../server/plus-plan";

export const metadata = { title: "Hopper+ - support this instance" };

const PERKS = [
  "A Hopper+ badge on your profile",
  "Support the people who run and moderate this instance",
  "Early access to new site features behind feature flags",
  "Cancel any time: your perks last until the end of the period you paid for",
] as const;

/** The midas subscription: perks and the three USD prices. */
export default function PlusPage() {
  return (
    <div className="flex flex-col gap-10 py-10">
      <section className="flex flex-col gap-3">
        <h1 className="text-4xl font-black">
          Hopper<span className="text-brand">+</span>
        </h1>
        <p className="max-w-2xl text-lg text-secondary">
          A subscription that helps pay for hosting, storage and moderation on this instance, with a few thank-yous in
          return.
        </p>
        <ul className="flex list-disc flex-col gap-1 pl-6">
          {PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="Prices">
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
              <h2 className="font-semibold">{price.label}</h2>
              <p>
                <span className="text-3xl font-black">{formatMinorUnits(price.amount)}</span>{" "}
                <span className="text-secondary">/ {price.per}</span>
              </p>
              <p className="text-sm text-secondary">
                {saving > 0 ? `Save ${saving}% compared to monthly` : "Billed every month"}
              </p>
            </Card>
          );
        })}
      </ul>
      <p className="text-sm text-secondary">
        Prices in US dollars. Subscriptions open when billing is enabled on this instance; until then there is nothing
        to buy.
      </p>
    </div>
  );
}
