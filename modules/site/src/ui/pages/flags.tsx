import { getCatalogue, getT } from "@hopper/ui/i18n/server";
import { DevOnly } from "@hopper/ui/preferences/developer-mode";

import type { FeatureFlag } from "../../server/feature-flags";
import { FEATURE_FLAGS } from "../../server/feature-flags";
import { messages } from "../messages";
import { flagMessages } from "../messages/flags";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("flags.title") };
}

async function FlagRow({ flag }: { flag: FeatureFlag }) {
  const [t, descriptions] = await Promise.all([getT(messages), getCatalogue(flagMessages)]);
  const description: string | undefined = (descriptions as Readonly<Record<string, string>>)[flag.id];
  return (
    <li className="flex items-start justify-between gap-4 p-4" data-testid={`flag-${flag.id}`}>
      <div>
        <p className="font-mono text-sm font-semibold">{flag.id}</p>
        {description ? <p className="text-sm text-secondary">{description}</p> : null}
      </div>
      <span
        className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${flag.enabled ? "border border-success text-success" : "border border-divider text-secondary"}`}
      >
        {flag.enabled ? t("flags.on") : t("flags.off")}
      </span>
    </li>
  );
}

/**
 * The feature flags of this build. Internal ones appear only in developer mode (5 clicks on the logo);
 * `DevOnly` reads the developer-mode cookie on the server, so they are in the first HTML already.
 */
export default async function FlagsPage() {
  const t = await getT(messages);
  const publicFlags = FEATURE_FLAGS.filter((flag) => !flag.internal);
  const internalFlags = FEATURE_FLAGS.filter((flag) => flag.internal);
  return (
    <section className="flex flex-col gap-6 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t("flags.heading")}</h1>
        <p className="mt-2 max-w-2xl text-secondary">{t("flags.intro")}</p>
      </div>
      <ul className="flex flex-col divide-y divide-divider rounded-xl border border-divider bg-raised">
        {publicFlags.map((flag) => (
          <FlagRow key={flag.id} flag={flag} />
        ))}
      </ul>
      <DevOnly>
        <h2 className="text-xl font-semibold" data-testid="flags-internal">
          {t("flags.internal")}
        </h2>
        <ul className="flex flex-col divide-y divide-divider rounded-xl border border-divider bg-raised">
          {internalFlags.map((flag) => (
            <FlagRow key={flag.id} flag={flag} />
          ))}
        </ul>
      </DevOnly>
      <p className="text-sm text-secondary">{t("flags.note")}</p>
    </section>
  );
}
