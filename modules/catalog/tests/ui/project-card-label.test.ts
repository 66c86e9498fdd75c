import { describe, expect, it } from "vitest";

import { messagesFor, UPSIDE_DOWN_LOCALE } from "../../../ui/src/i18n/catalogue";
import { flipText } from "../../../ui/src/i18n/upside-down";
import { projectCard, projectCardLabel } from "../../src/server/services/projects/project-cards";
import { statusMessages } from "../../src/ui/messages/statuses";
import { projectTypeMessages } from "../../src/ui/messages/tags";

// A card names the project's type, and its status when the project is not listed, from the catalogues.
describe("projectCard", () => {
  const project = {
    id: "AAAAAAAA",
    slug: "sodium",
    name: "Sodium",
    summary: "Fast",
    projectType: "mod",
    loaders: ["fabric"],
    iconUrl: null,
    downloads: 0,
    followers: 0,
  };

  it.each([
    ["approved", "Mod"],
    ["draft", "Mod · Draft"],
    ["processing", "Mod · Under review"],
    ["mystery", "Mod · mystery"],
  ])("labels a %s project %j", (status, label) => {
    expect(projectCard({ ...project, status })).toMatchObject({ href: "/mod/sodium", label, type: "mod", status });
  });

  it("is relabelled in a page's language from its stored type and status, unknown values as stored", () => {
    const labels = {
      types: messagesFor(projectTypeMessages, UPSIDE_DOWN_LOCALE),
      statuses: messagesFor(statusMessages, UPSIDE_DOWN_LOCALE),
    };
    const card = projectCard({ ...project, projectType: "datapack", loaders: ["datapack"], status: "draft" });
    expect(projectCardLabel(card, labels)).toBe(`${flipText("Data pack")} · ${flipText("Draft")}`);
    expect(projectCardLabel({ type: "mod", status: "approved" }, labels)).toBe(flipText("Mod"));
    expect(projectCardLabel({ type: "gadget", status: "mystery" }, labels)).toBe("gadget · mystery");
  });
});
