import { getT } from "@hopper/ui/i18n/server";

import { LegalDocument, LegalSection } from "../../components/legal-document";
import { cmpInfoMessages } from "../../messages/legal/cmp-info";

export async function generateMetadata() {
  const t = await getT(cmpInfoMessages);
  return { title: t("title") };
}

/**
 * Every cookie and storage entry, by the name the site stores it under (an identifier, shown as it is; the
 * session cookie has two names, with and without `__Secure-`, so it is described instead). Words are in the
 * catalogue.
 */
const ENTRIES = [
  { purpose: "session", name: null, kind: "cookie", lifetime: { unit: "days", count: 30 } },
  { purpose: "colorMode", name: "color-mode", kind: "cookie", lifetime: { unit: "years", count: 10 } },
  { purpose: "cosmetics", name: "cosmetics", kind: "cookie", lifetime: { unit: "years", count: 1 } },
  { purpose: "locale", name: "locale", kind: "cookie", lifetime: { unit: "years", count: 1 } },
  { purpose: "developerMode", name: "developer-mode", kind: "cookie", lifetime: { unit: "years", count: 1 } },
  { purpose: "reloads", name: "hopper:reloads", kind: "sessionStorage", lifetime: null },
] as const;

export default async function LegalCmpInfoPage() {
  const t = await getT(cmpInfoMessages);
  return (
    <LegalDocument name="cmp-info" intro={t("intro")}>
      <LegalSection id="list" title={t("list.title")}>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-divider">
                <th scope="col" className="py-2 pr-4">
                  {t("list.columns.name")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("list.columns.kind")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("list.columns.purpose")}
                </th>
                <th scope="col" className="py-2">
                  {t("list.columns.lifetime")}
                </th>
              </tr>
            </thead>
            <tbody>
              {ENTRIES.map((entry) => (
                <tr key={entry.purpose} className="border-b border-divider align-top">
                  <td className="py-2 pr-4 font-mono">{entry.name ?? t("list.sessionCookie")}</td>
                  <td className="py-2 pr-4">{t(`list.kinds.${entry.kind}`)}</td>
                  <td className="py-2 pr-4">{t(`list.purposes.${entry.purpose}`)}</td>
                  <td className="py-2">
                    {entry.lifetime
                      ? t(`list.lifetimes.${entry.lifetime.unit}`, { count: entry.lifetime.count })
                      : t("list.lifetimes.tab")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t("list.flags")}</p>
      </LegalSection>
    </LegalDocument>
  );
}
