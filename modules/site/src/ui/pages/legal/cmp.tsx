import { LEGAL_LINK_CLASS, LegalDocument, LegalSection } from "../../components/legal-document";

export const metadata = { title: "Cookie Consent - Hopper" };

export default function LegalCmpPage() {
  return (
    <LegalDocument
      title="Cookie Consent"
      current="/legal/cmp"
      intro={
        <p>
          This instance uses no advertising or third-party tracking cookies, so there is nothing to consent to beyond
          what the site needs to work. That is why you do not see a consent banner.
        </p>
      }
    >
      <LegalSection id="choices" title="Your choices">
        <p>
          The cookies we set are either strictly necessary (keeping you signed in, protecting forms) or remember choices
          you made yourself (theme, language, layout). You can delete them at any time in your browser; the site then
          goes back to its defaults and you may need to sign in again.
        </p>
        <p>
          If the operator of this instance ever adds a service that needs consent, this page will offer the choice
          before that service is loaded, and you will be able to change your mind here at any time.
        </p>
        <p>
          The full list is in{" "}
          <a href="/legal/cmp-info" className={LEGAL_LINK_CLASS}>
            Cookies and Storage
          </a>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
