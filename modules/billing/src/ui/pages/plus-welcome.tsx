import Link from "next/link";

import { buttonClassName } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";

import { plusMessages } from "../plus/plus-messages";

export async function generateMetadata() {
  const t = await getT(plusMessages);
  return { title: t("welcome.title") };
}

/**
 * /plus/welcome (signed in): the confirmation after Pay. The payment is confirmed by the provider's webhook (the
 * local provider's too), so this says thanks and where the subscription is managed rather than reading a state
 * that may be a moment behind.
 */
export default async function PlusWelcomePage() {
  const t = await getT(plusMessages);
  return (
    <div className="flex max-w-2xl flex-col gap-4 py-10" data-testid="plus-welcome">
      <h1 className="text-3xl font-black">{t("welcome.heading")}</h1>
      <p>{t("welcome.text")}</p>
      <Link className={buttonClassName()} href="/settings/billing">
        {t("welcome.settings")}
      </Link>
    </div>
  );
}
