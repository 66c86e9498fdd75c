import { getCatalogue, getT } from "@hopper/ui/i18n/server";

import { LegalDocument, LegalList, LegalSection, legalLink } from "../../components/legal-document";
import { ccpaMessages } from "../../messages/legal/ccpa";

export async function generateMetadata() {
  const t = await getT(ccpaMessages);
  return { title: t("title") };
}

export default async function LegalCcpaPage() {
  const [t, text] = await Promise.all([getT(ccpaMessages), getCatalogue(ccpaMessages)]);
  return (
    <LegalDocument name="ccpa" intro={t.rich("intro", { link: legalLink("privacy") })}>
      <LegalSection id="categories" title={t("categories.title")}>
        <p>{t("categories.lead")}</p>
        <LegalList items={text.categories.items} />
        <p>{t("categories.sources")}</p>
      </LegalSection>
      <LegalSection id="sale" title={t("sale.title")}>
        <p>{t("sale.text")}</p>
      </LegalSection>
      <LegalSection id="rights" title={t("rights.title")}>
        <LegalList items={text.rights.items} />
        <p>{t("rights.requests")}</p>
      </LegalSection>
    </LegalDocument>
  );
}
