import { getCatalogue, getT } from "@hopper/ui/i18n/server";

import { LegalDocument, LegalList, LegalSection, legalLink } from "../../components/legal-document";
import { termsMessages } from "../../messages/legal/terms";

export async function generateMetadata() {
  const t = await getT(termsMessages);
  return { title: t("title") };
}

export default async function LegalTermsPage() {
  const [t, text] = await Promise.all([getT(termsMessages), getCatalogue(termsMessages)]);
  return (
    <LegalDocument name="terms" intro={t("intro")}>
      <LegalSection id="service" title={t("service.title")}>
        <p>{t("service.catalogue")}</p>
        <p>{t("service.unofficial")}</p>
      </LegalSection>
      <LegalSection id="accounts" title={t("accounts.title")}>
        <LegalList items={text.accounts.items} />
      </LegalSection>
      <LegalSection id="content" title={t("content.title")}>
        <p>{t("content.license")}</p>
        <p>{t.rich("content.promise", { link: legalLink("rules") })}</p>
      </LegalSection>
      <LegalSection id="conduct" title={t("conduct.title")}>
        <LegalList items={text.conduct.items} />
      </LegalSection>
      <LegalSection id="moderation" title={t("moderation.title")}>
        <p>{t("moderation.text")}</p>
      </LegalSection>
      <LegalSection id="paid" title={t("paid.title")}>
        <p>{t("paid.text")}</p>
      </LegalSection>
      <LegalSection id="disclaimer" title={t("disclaimer.title")}>
        <p>{t("disclaimer.text")}</p>
      </LegalSection>
      <LegalSection id="changes" title={t("changes.title")}>
        <p>{t("changes.text")}</p>
      </LegalSection>
    </LegalDocument>
  );
}
