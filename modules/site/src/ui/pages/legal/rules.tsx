import { LEGAL_LINK_CLASS, LegalDocument, LegalList, LegalSection } from "../../components/legal-document";

export const metadata = { title: "Content Rules - Hopper" };

export default function LegalRulesPage() {
  return (
    <LegalDocument
      title="Content Rules"
      current="/legal/rules"
      intro={
        <p>
          These rules say what may be published on this Hopper instance. They apply to projects, versions, descriptions,
          images, collections, usernames, profiles and reports. Moderators enforce them; breaking them can lead to
          content being removed and, for serious or repeated cases, to account termination.
        </p>
      }
    >
      <LegalSection id="prohibited" title="1. Prohibited content">
        <LegalList>
          <li>
            Malware, or code that hides what it does, downloads unreviewed code, or collects data without clear consent.
          </li>
          <li>Content you do not have the right to distribute, including reuploads of other people&apos;s projects.</li>
          <li>
            Illegal content, sexual content involving minors, and content that promotes violence or hatred against
            people.
          </li>
          <li>Harassment, doxxing, or content targeting a real person.</li>
          <li>
            Cheats that give an unfair advantage on servers whose rules forbid them, when presented for that purpose.
          </li>
        </LegalList>
      </LegalSection>
      <LegalSection id="quality" title="2. Clear and honest listings">
        <LegalList>
          <li>
            The title and summary must describe the project. Do not stuff keywords or name other projects to attract
            searches.
          </li>
          <li>
            The description must explain what the project does; a description that only links elsewhere is not enough.
          </li>
          <li>
            Metadata must be accurate: project type, loaders, game versions, environment (client or server) and license.
          </li>
          <li>Do not reserve names with empty projects (name squatting).</li>
        </LegalList>
      </LegalSection>
      <LegalSection id="modpacks" title="3. Modpacks">
        <p>
          Modpacks should reference files hosted on this instance. Files included directly must be allowed by their
          license or by written permission of their author, which you must be able to show on request.
        </p>
      </LegalSection>
      <LegalSection id="reports" title="4. Reporting">
        <p>
          Use the report form to tell moderators about content that breaks these rules. Include context, links and
          images where relevant; empty or insufficient reports are closed. Reports of malicious code need real evidence
          such as code samples; a scanner summary or an AI detection result alone is not enough. There is one open
          report per item: add to an existing report instead of opening another. A report about reuploaded content is
          not a copyright takedown notice; for that, follow the{" "}
          <a href="/legal/copyright" className={LEGAL_LINK_CLASS}>
            Copyright Policy
          </a>
          .
        </p>
      </LegalSection>
      <LegalSection id="enforcement" title="5. Enforcement">
        <p>
          Depending on severity, moderators may ask for changes, reject or withhold a project, unlist it, remove it, or
          suspend the account. You can reply to a moderation message on the project&apos;s moderation thread to explain
          or appeal.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
