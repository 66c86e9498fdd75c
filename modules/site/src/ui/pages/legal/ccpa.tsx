import { LEGAL_LINK_CLASS, LegalDocument, LegalList, LegalSection } from "../../components/legal-document";

export const metadata = { title: "California Privacy Notice - Hopper" };

export default function LegalCcpaPage() {
  return (
    <LegalDocument
      title="California Privacy Notice"
      current="/legal/ccpa"
      intro={
        <p>
          This notice supplements the{" "}
          <a href="/legal/privacy" className={LEGAL_LINK_CLASS}>
            Privacy Policy
          </a>{" "}
          for residents of California, as required by the California Consumer Privacy Act as amended by the California
          Privacy Rights Act (together, the CCPA).
        </p>
      }
    >
      <LegalSection id="categories" title="Categories of personal information">
        <p>In the last 12 months this instance may have collected:</p>
        <LegalList>
          <li>Identifiers: username, email address, IP address, account ID.</li>
          <li>Commercial information: subscriptions and server rentals, and their payment history.</li>
          <li>Internet activity: sessions, and downloads and page views used for aggregate statistics.</li>
          <li>User content: projects, files, comments, reports.</li>
        </LegalList>
        <p>The sources, purposes and retention periods are those described in the Privacy Policy.</p>
      </LegalSection>
      <LegalSection id="sale" title="No sale or sharing">
        <p>
          We do not sell personal information and do not share it for cross-context behavioural advertising. We do not
          knowingly sell or share the personal information of consumers under 16.
        </p>
      </LegalSection>
      <LegalSection id="rights" title="Your rights">
        <LegalList>
          <li>Know what personal information we hold about you and how we use it.</li>
          <li>Delete personal information, subject to legal exceptions such as billing records.</li>
          <li>Correct inaccurate personal information.</li>
          <li>Limit the use of sensitive personal information (we use it only to provide the service).</li>
          <li>Not be discriminated against for exercising these rights.</li>
        </LegalList>
        <p>
          Use your account settings or contact the operator of this instance. We verify requests by asking you to
          confirm them from the email address on your account; an authorized agent must show your signed permission.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
