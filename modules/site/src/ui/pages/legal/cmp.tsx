import { getT } from "@hopper/ui/i18n/server";

import { LegalDocument, LegalSection, legalLink } from "../../components/legal-document";
import { cmpMessages } from "../../messages/legal/cmp";

export async function generateMetadata() {
  const t = await getT(cmpMessages);
  return { title: t("title") };
}

export default async function LegalCmpPage() {
  const t = await getT(cmpMessages);
  return (
    <LegalDocument name="cmp" intro={t("intro")}>
      <LegalSection id="choices" title={t("choices.title")}>
        <p>{t("choices.kinds")}</p>
        <p>{t("choices.future")}</p>
        <p>{t.rich("choices.list", { link: legalLink("cmp-info") })}</p>
      </LegalSection>
    </LegalDocument>
  );
}
