import { getCatalogue, getT } from "@hopper/ui/i18n/server";

import { LegalDocument, LegalList, LegalSection, legalLink } from "../../components/legal-document";
import { rulesMessages } from "../../messages/legal/rules";

export async function generateMetadata() {
  const t = await getT(rulesMessages);
  return { title: t("title") };
}

export default async function LegalRulesPage() {
  const [t, text] = await Promise.all([getT(rulesMessages), getCatalogue(rulesMessages)]);
  return (
    <LegalDocument name="rules" intro={t("intro")}>
      <LegalSection id="prohibited" title={t("prohibited.title")}>
        <LegalList items={text.prohibited.items} />
      </LegalSection>
      <LegalSection id="quality" title={t("quality.title")}>
        <LegalList items={text.quality.items} />
      </LegalSection>
      <LegalSection id="modpacks" title={t("modpacks.title")}>
        <p>{t("modpacks.text")}</p>
      </LegalSection>
      <LegalSection id="reports" title={t("reports.title")}>
        <p>{t.rich("reports.text", { link: legalLink("copyright") })}</p>
      </LegalSection>
      <LegalSection id="enforcement" title={t("enforcement.title")}>
        <p>{t("enforcement.text")}</p>
      </LegalSection>
    </LegalDocument>
  );
}
