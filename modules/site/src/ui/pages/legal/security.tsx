import { LegalDocument, LegalList, LegalSection } from "../../components/legal-document";

export const metadata = { title: "Security Notice - Hopper" };

export default function LegalSecurityPage() {
  return (
    <LegalDocument
      title="Security Notice"
      current="/legal/security"
      intro={
        <p>
          We welcome reports of security problems in this instance and in the Hopper software. If you follow this policy
          we will not take legal action against you for your research, and we will work with you to understand and fix
          the problem.
        </p>
      }
    >
      <LegalSection id="report" title="How to report">
        <LegalList>
          <li>
            Problems in the Hopper software itself: report them privately through the project&apos;s security advisory
            process on its source repository, so every instance can be fixed.
          </li>
          <li>
            Problems specific to this instance (its configuration or hosting): contact the operator of this instance.
          </li>
          <li>Include the steps to reproduce, the affected address or component, and the impact you believe it has.</li>
        </LegalList>
      </LegalSection>
      <LegalSection id="rules" title="Rules for research">
        <LegalList>
          <li>Only test against accounts and data you own or have permission to use.</li>
          <li>Do not degrade the service (no denial-of-service testing, no mass account creation or spam).</li>
          <li>Do not access, change or keep other people&apos;s data beyond what is needed to show the problem.</li>
          <li>Give us reasonable time to fix the issue, normally 90 days, before disclosing it publicly.</li>
        </LegalList>
      </LegalSection>
      <LegalSection id="scope" title="Out of scope">
        <LegalList>
          <li>Malicious content uploaded by users: use the report button on the project instead.</li>
          <li>
            Missing best-practice headers without a demonstrated impact, self-XSS, and issues requiring a compromised
            device.
          </li>
        </LegalList>
      </LegalSection>
    </LegalDocument>
  );
}
