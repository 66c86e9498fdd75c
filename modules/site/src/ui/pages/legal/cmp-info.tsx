import { LegalDocument, LegalSection } from "../../components/legal-document";

export const metadata = { title: "Cookies and Storage - Hopper" };

const ENTRIES = [
  {
    name: "Session cookie",
    kind: "Cookie",
    purpose: "Keeps you signed in. Not readable by scripts.",
    lifetime: "30 days",
  },
  {
    name: "color-mode",
    kind: "Cookie",
    purpose: "Your colour theme (light, dark, OLED, retro or system).",
    lifetime: "10 years",
  },
  {
    name: "cosmetics",
    kind: "Cookie",
    purpose: "Layout and display preferences, such as list or gallery view per project type.",
    lifetime: "1 year",
  },
  { name: "locale", kind: "Cookie", purpose: "The interface language you chose.", lifetime: "1 year" },
  {
    name: "developer-mode",
    kind: "Cookie",
    purpose: "Whether developer mode (internal IDs and tools) is on.",
    lifetime: "1 year",
  },
  {
    name: "hopper:reloads",
    kind: "Session storage",
    purpose: "Prevents reload loops after a site update.",
    lifetime: "Until the tab closes",
  },
] as const;

export default function LegalCmpInfoPage() {
  return (
    <LegalDocument
      title="Cookies and Storage"
      current="/legal/cmp-info"
      intro={
        <p>
          Every cookie and browser storage entry this site uses. None is used for advertising or shared with third
          parties.
        </p>
      }
    >
      <LegalSection id="list" title="What is stored">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-divider">
                <th scope="col" className="py-2 pr-4">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4">
                  Purpose
                </th>
                <th scope="col" className="py-2">
                  Lifetime
                </th>
              </tr>
            </thead>
            <tbody>
              {ENTRIES.map((entry) => (
                <tr key={entry.name} className="border-b border-divider align-top">
                  <td className="py-2 pr-4 font-mono">{entry.name}</td>
                  <td className="py-2 pr-4">{entry.kind}</td>
                  <td className="py-2 pr-4">{entry.purpose}</td>
                  <td className="py-2">{entry.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Preference cookies are sent only over secure connections and only to this site. The language cookie is never
          sent with requests started by other sites.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
