import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { translatorFor } from "../../ui/src/i18n/catalogue";
import type { Catalogue, MessageTree } from "../../ui/src/i18n/catalogue";
import { legalLink, legalStrong } from "../src/ui/components/legal-document";
import { ccpaMessages } from "../src/ui/messages/legal/ccpa";
import { cmpMessages } from "../src/ui/messages/legal/cmp";
import { cmpInfoMessages } from "../src/ui/messages/legal/cmp-info";
import { copyrightMessages } from "../src/ui/messages/legal/copyright";
import { privacyMessages } from "../src/ui/messages/legal/privacy";
import { rulesMessages } from "../src/ui/messages/legal/rules";
import { securityMessages } from "../src/ui/messages/legal/security";
import { termsMessages } from "../src/ui/messages/legal/terms";

const LEGAL_CATALOGUES: Catalogue[] = [
  ccpaMessages,
  cmpMessages,
  cmpInfoMessages,
  copyrightMessages,
  privacyMessages,
  rulesMessages,
  securityMessages,
  termsMessages,
];

/** Every message of a tree as [key path, text]; string lists apart, as the pages read them raw. */
function entries(tree: MessageTree, prefix = ""): { messages: [string, string][]; lists: string[] } {
  const messages: [string, string][] = [];
  const lists: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") messages.push([path, value]);
    else if (Array.isArray(value)) lists.push(...(value as readonly string[]));
    else {
      const inner = entries(value as MessageTree, path);
      messages.push(...inner.messages);
      lists.push(...inner.lists);
    }
  }
  return { messages, lists };
}

/** The tags and arguments any legal message may use, as the pages pass them. */
const VALUES = { link: legalLink("privacy"), strong: legalStrong, count: 2 };

const render = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the legal texts' catalogues", () => {
  for (const catalogue of LEGAL_CATALOGUES) {
    it(`${catalogue.namespace}: every paragraph formats in en-US and upside down, its tags rendered`, () => {
      // use-intl reports a malformed message (a stray brace or apostrophe, an unclosed tag) through
      // console.error and shows the key instead of the text.
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      for (const locale of ["en-US", "en-x-updown"]) {
        const rich = translatorFor(catalogue, locale).rich as unknown as (
          key: string,
          values: typeof VALUES,
        ) => ReactNode;
        for (const [key, text] of entries(catalogue.messages).messages) {
          const html = render(rich(key, VALUES));
          expect(html, `${catalogue.namespace}.${key} (${locale})`).not.toBe(key);
          expect(html, `${catalogue.namespace}.${key} (${locale})`).not.toMatch(/[{}]|<\/?link>/);
          if (text.includes("<link>")) expect(html).toContain('<a href="/legal/privacy"');
          if (text.includes("<strong>")) expect(html).toMatch(/<strong>[^<]+<\/strong>/);
        }
      }
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it("keep list items free of ICU syntax, since the pages show them raw", () => {
    const items = LEGAL_CATALOGUES.flatMap((catalogue) => entries(catalogue.messages).lists);
    expect(items.length).toBeGreaterThan(20);
    expect(items.filter((item) => /[{}<>#]/.test(item))).toEqual([]);
  });

  it("read a paragraph with its link as one sentence, and turn it upside down around the link", () => {
    const en = render(translatorFor(cmpMessages, "en-US").rich("choices.list", { link: legalLink("cmp-info") }));
    expect(en).toBe(
      'The full list is in <a href="/legal/cmp-info" class="font-semibold text-brand underline underline-offset-2">Cookies and Storage</a>.',
    );
    const flipped = render(
      translatorFor(cmpMessages, "en-x-updown").rich("choices.list", { link: legalLink("cmp-info") }),
    );
    expect(flipped).toBe(
      '˙<a href="/legal/cmp-info" class="font-semibold text-brand underline underline-offset-2">ǝƃɐɹoʇS puɐ sǝᴉʞooƆ</a> uᴉ sᴉ ʇsᴉl llnɟ ǝɥ⊥',
    );
  });
});
