import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** /legal/copyright, the Copyright Policy: one message per paragraph, lists read raw (getCatalogue). */
export const copyrightMessages = defineCatalogue("site.legal.copyright", {
  // The window title (the heading is the text's label in the site catalogue, `legal.links`).
  title: "Copyright Policy - Hopper",
  intro:
    "We respect the rights of creators and respond to clear notices of alleged copyright infringement, following the procedure of the U.S. Digital Millennium Copyright Act (DMCA) and similar laws elsewhere. Send notices to the copyright contact that the operator of this instance lists on the site.",
  notice: {
    title: "Filing a takedown notice",
    lead: "Your notice must include:",
    items: [
      "Your physical or electronic signature, as the owner or someone authorized to act for the owner.",
      "Identification of the copyrighted work, or a representative list if several works are covered.",
      "The exact addresses (URLs) on this site of the material you want removed.",
      "Your name, postal address, telephone number and email address.",
      "A statement that you believe in good faith that the use is not authorized by the owner, its agent or the law.",
      "A statement, under penalty of perjury, that the information in the notice is accurate and that you are authorized to act.",
    ],
    warning: "Incomplete notices cannot be acted on. Knowingly false notices may make you liable for damages.",
  },
  whatHappens: {
    title: "What happens next",
    text: "When a notice is complete we remove or disable the material promptly and tell the uploader, including a copy of the notice with your contact details as the law expects.",
  },
  counter: {
    title: "Counter-notices",
    text: "If you believe your content was removed by mistake or misidentification, you may send a counter-notice with your signature, the removed material and where it appeared, a statement under penalty of perjury that you believe it was removed by mistake, your name, address and telephone number, and consent to the jurisdiction of the courts for your address (or, outside the United States, any judicial district where the operator may be found). Unless the complainant tells us within 10 business days that they have filed a court action, we may restore the material.",
  },
  repeat: {
    title: "Repeat infringers",
    text: "Accounts that repeatedly infringe copyright are terminated.",
  },
});
