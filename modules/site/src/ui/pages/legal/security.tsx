import { getCatalogue, getT } from "@hopper/ui/i18n/server";

import { LegalDocument, LegalList, LegalSection } from "../../components/legal-document";
import { securityMessages } from "../../messages/legal/security";

export async function generateMetadata() {
  const t = await getT(securityMessages);
  return { title: t("title") };
}

export default async function LegalSecurityPage() {
  const [t, text] = await Promise.all([getT(securityMessages), getCatalogue(securityMessages)]);
  return (
    <LegalDocument name="security" intro={t("intro")}>
      <LegalSection id="report" title={t("report.title")}>
        <LegalList items={text.report.items} />
      </LegalSection>
      <LegalSection id="rules" title={t("rules.title")}>
        <LegalList items={text.rules.items} />
      </LegalSection>
      <LegalSection id="scope" title={t("scope.title")}>
        <LegalList items={text.scope.items} />
      </LegalSection>
    </LegalDocument>
  );
}
