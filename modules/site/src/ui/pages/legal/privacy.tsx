import { getCatalogue, getT } from "@hopper/ui/i18n/server";

import { LegalDocument, LegalList, LegalSection, legalLink, legalStrong } from "../../components/legal-document";
import { privacyMessages } from "../../messages/legal/privacy";

export async function generateMetadata() {
  const t = await getT(privacyMessages);
  return { title: t("title") };
}

/** The order of the "What we collect" items (their keys in the catalogue). */
const COLLECTED = ["account", "sessions", "content", "usage", "payments"] as const;

export default async function LegalPrivacyPage() {
  const [t, text] = await Promise.all([getT(privacyMessages), getCatalogue(privacyMessages)]);
  return (
    <LegalDocument name="privacy" intro={t("intro")}>
      <LegalSection id="collected" title={t("collected.title")}>
        <LegalList items={COLLECTED.map((item) => t.rich(`collected.items.${item}`, { strong: legalStrong }))} />
      </LegalSection>
      <LegalSection id="why" title={t("why.title")}>
        <LegalList items={text.why.items} />
        <p>{t("why.noSale")}</p>
      </LegalSection>
      <LegalSection id="retention" title={t("retention.title")}>
        <p>{t("retention.text")}</p>
      </LegalSection>
      <LegalSection id="rights" title={t("rights.title")}>
        <p>{t.rich("rights.text", { link: legalLink("ccpa") })}</p>
      </LegalSection>
      <LegalSection id="cookies" title={t("cookies.title")}>
        <p>{t.rich("cookies.text", { link: legalLink("cmp-info") })}</p>
      </LegalSection>
    </LegalDocument>
  );
}
