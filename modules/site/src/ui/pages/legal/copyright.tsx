import { getCatalogue, getT } from "@hopper/ui/i18n/server";

import { LegalDocument, LegalList, LegalSection } from "../../components/legal-document";
import { copyrightMessages } from "../../messages/legal/copyright";

export async function generateMetadata() {
  const t = await getT(copyrightMessages);
  return { title: t("title") };
}

export default async function LegalCopyrightPage() {
  const [t, text] = await Promise.all([getT(copyrightMessages), getCatalogue(copyrightMessages)]);
  return (
    <LegalDocument name="copyright" intro={t("intro")}>
      <LegalSection id="notice" title={t("notice.title")}>
        <p>{t("notice.lead")}</p>
        <LegalList items={text.notice.items} />
        <p>{t("notice.warning")}</p>
      </LegalSection>
      <LegalSection id="what-happens" title={t("whatHappens.title")}>
        <p>{t("whatHappens.text")}</p>
      </LegalSection>
      <LegalSection id="counter" title={t("counter.title")}>
        <p>{t("counter.text")}</p>
      </LegalSection>
      <LegalSection id="repeat" title={t("repeat.title")}>
        <p>{t("repeat.text")}</p>
      </LegalSection>
    </LegalDocument>
  );
}
