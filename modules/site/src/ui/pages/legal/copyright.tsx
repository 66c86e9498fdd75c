import { LegalDocument, LegalList, LegalSection } from "../../components/legal-document";

export const metadata = { title: "Copyright Policy - Hopper" };

export default function LegalCopyrightPage() {
  return (
    <LegalDocument
      title="Copyright Policy"
      current="/legal/copyright"
      intro={
        <p>
          We respect the rights of creators and respond to clear notices of alleged copyright infringement, following
          the procedure of the U.S. Digital Millennium Copyright Act (DMCA) and similar laws elsewhere. Send notices to
          the copyright contact that the operator of this instance lists on the site.
        </p>
      }
    >
      <LegalSection id="notice" title="Filing a takedown notice">
        <p>Your notice must include:</p>
        <LegalList>
          <li>Your physical or electronic signature, as the owner or someone authorized to act for the owner.</li>
          <li>Identification of the copyrighted work, or a representative list if several works are covered.</li>
          <li>The exact addresses (URLs) on this site of the material you want removed.</li>
          <li>Your name, postal address, telephone number and email address.</li>
          <li>
            A statement that you believe in good faith that the use is not authorized by the owner, its agent or the
            law.
          </li>
          <li>
            A statement, under penalty of perjury, that the information in the notice is accurate and that you are
            authorized to act.
          </li>
        </LegalList>
        <p>Incomplete notices cannot be acted on. Knowingly false notices may make you liable for damages.</p>
      </LegalSection>
      <LegalSection id="what-happens" title="What happens next">
        <p>
          When a notice is complete we remove or disable the material promptly and tell the uploader, including a copy
          of the notice with your contact details as the law expects.
        </p>
      </LegalSection>
      <LegalSection id="counter" title="Counter-notices">
        <p>
          If you believe your content was removed by mistake or misidentification, you may send a counter-notice with
          your signature, the removed material and where it appeared, a statement under penalty of perjury that you
          believe it was removed by mistake, your name, address and telephone number, and consent to the jurisdiction of
          the courts for your address (or, outside the United States, any judicial district where the operator may be
          found). Unless the complainant tells us within 10 business days that they have filed a court action, we may
          restore the material.
        </p>
      </LegalSection>
      <LegalSection id="repeat" title="Repeat infringers">
        <p>Accounts that repeatedly infringe copyright are terminated.</p>
      </LegalSection>
    </LegalDocument>
  );
}
