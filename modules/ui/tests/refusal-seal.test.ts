// The seal beside a refused form's ?error= and field.<name>= texts (src/server/refusal-seal.ts): a page shows only
// texts this site's own action wrote, all of them together or none. (The catalogue's pages, with forged and altered
// addresses: modules/catalog/tests/refusal-language-files.test.ts.)
import { describe, expect, it } from "vitest";

import { refusalSeal, sealedRefusal } from "../src/server/refusal-seal";

const NONE = { message: null, fields: {} };

describe("a refusal's seal", () => {
  it("covers the notice and every field message: none dropped, swapped or moved shows", () => {
    const fields = { name: "Too short.", slug: "Taken." };
    const seal = refusalSeal("Check the form.", fields);
    const query = { error: "Check the form.", "field.name": "Too short.", "field.slug": "Taken.", seal };
    expect(sealedRefusal(query)).toEqual({ message: "Check the form.", fields });
    // The order of the address's values does not matter; their names and texts do.
    expect(
      sealedRefusal({ seal, "field.slug": "Taken.", "field.name": "Too short.", error: "Check the form." }),
    ).toEqual({ message: "Check the form.", fields });
    expect(sealedRefusal({ ...query, "field.slug": undefined })).toEqual(NONE);
    expect(sealedRefusal({ ...query, error: undefined })).toEqual(NONE);
    expect(sealedRefusal({ ...query, "field.name": "Taken.", "field.slug": "Too short." })).toEqual(NONE);
    expect(sealedRefusal({ ...query, "field.name": undefined, "field.title": "Too short." })).toEqual(NONE);
    // A field's text moved into the notice, or the notice into a field.
    expect(
      sealedRefusal({ error: "Too short.", "field.name": "Check the form.", "field.slug": "Taken.", seal }),
    ).toEqual(NONE);
  });

  it("is compared whole: one character changed, cut short, repeated or missing shows nothing", () => {
    const seal = refusalSeal("Choose an organization.", {});
    const flipped = `${seal.slice(0, -1)}${seal.endsWith("A") ? "B" : "A"}`;
    for (const forged of [flipped, seal.slice(0, -1), `${seal}${seal}`, "", undefined, [seal, seal]]) {
      expect(sealedRefusal({ error: "Choose an organization.", seal: forged })).toEqual(NONE);
    }
    expect(sealedRefusal({ error: "Choose an organization.", seal })).toEqual({
      message: "Choose an organization.",
      fields: {},
    });
  });
});
