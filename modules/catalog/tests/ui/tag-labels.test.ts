import { describe, expect, it } from "vitest";

import { CATEGORIES, environmentOf, LOADER_NAMES, SIDE_TYPES } from "../../src/tags";
import { environmentMessages, labelFrom, tagMessages } from "../../src/ui/messages/tags";

// The site shows tags through the tag catalogue (issue 14, language); en-US shows them as stored, so links,
// searches and filters keep naming them the same way.
describe("tag catalogue", () => {
  const labels: Readonly<Record<string, string>> = tagMessages.messages;

  it("has a label for every category (resolutions aside: numbers) and every loader, the stored name in en-US", () => {
    const names = [
      ...CATEGORIES.filter((category) => category.header !== "resolutions").map((category) => category.name),
      ...LOADER_NAMES,
    ];
    expect(names.filter((name) => labels[name] !== name)).toEqual([]);
  });

  it("shows a tag it does not list as stored, and never an inherited property", () => {
    const label = labelFrom(labels);
    expect([label("16x"), label("toString"), label("fabric")]).toEqual(["16x", "toString", "fabric"]);
  });

  it("labels every environment environmentOf names", () => {
    const environments = SIDE_TYPES.flatMap((client) => SIDE_TYPES.map((server) => environmentOf(client, server)));
    const known: Readonly<Record<string, string>> = environmentMessages.messages;
    expect([...new Set(environments)].filter((environment) => !Object.hasOwn(known, environment))).toEqual([]);
  });
});
