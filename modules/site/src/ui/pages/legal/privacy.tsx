import { LEGAL_LINK_CLASS, LegalDocument, LegalList, LegalSection } from "../../components/legal-document";

export const metadata = { title: "Privacy Policy - Hopper" };

export default function LegalPrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      current="/legal/privacy"
      intro={
        <p>
          This instance of Hopper is run by its operator, who decides what happens to your data here and is the data
          controller. Hopper is self-hostable: your data stays on the servers this operator runs and is not sent to the
          Hopper project or any other instance.
        </p>
      }
    >
      <LegalSection id="collected" title="What we collect">
        <LegalList>
          <li>
            <strong>Account data:</strong> username, email address, password hash (never the password itself), avatar,
            bio, and the two-factor secret if you turn it on.
          </li>
          <li>
            <strong>Sessions:</strong> for each signed-in device, the time it was created and last used, the operating
            system and browser family, and the IP address.
          </li>
          <li>
            <strong>Content:</strong> projects, versions, files, collections, reports and messages you create.
          </li>
          <li>
            <strong>Usage:</strong> download and page-view counts used for project statistics, stored without your
            identity once they are aggregated.
          </li>
          <li>
            <strong>Payments:</strong> if you subscribe or rent a server, the payment provider processes your card; we
            only keep the card brand, last four digits and expiry to show them to you.
          </li>
        </LegalList>
      </LegalSection>
      <LegalSection id="why" title="Why we use it">
        <LegalList>
          <li>To provide the service you asked for (contract): your account, publishing, downloads, billing.</li>
          <li>
            To keep the service secure and fight abuse (legitimate interest): rate limits, session lists, moderation.
          </li>
          <li>To email you about your account (contract) and, only if you opted in, about product news (consent).</li>
        </LegalList>
        <p>We do not sell personal data, and we do not use it for advertising profiles.</p>
      </LegalSection>
      <LegalSection id="retention" title="How long we keep it">
        <p>
          Account data is kept while your account exists and deleted within 30 days of account deletion, except where
          the law requires us to keep billing records. Sessions expire after 30 days of inactivity and are removed after
          that. Server logs are kept for at most 90 days.
        </p>
      </LegalSection>
      <LegalSection id="rights" title="Your rights">
        <p>
          You may access, correct, export or delete your data, object to processing based on legitimate interest, and
          withdraw consent at any time. Most of this is available in your account settings; for anything else contact
          the operator. You may also complain to your data-protection authority. Residents of California have the
          additional rights in the{" "}
          <a href="/legal/ccpa" className={LEGAL_LINK_CLASS}>
            California Privacy Notice
          </a>
          .
        </p>
      </LegalSection>
      <LegalSection id="cookies" title="Cookies">
        <p>
          We use only cookies needed for the site to work and to remember your display choices; see{" "}
          <a href="/legal/cmp-info" className={LEGAL_LINK_CLASS}>
            Cookies and Storage
          </a>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
