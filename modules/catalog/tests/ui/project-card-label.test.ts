import { describe, expect, it } from "vitest";

import { projectCard } from "../../src/server/services/projects/project-cards";

// A card names the project's type, and its status when the project is not listed, from the status catalogue.
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
    expect(projectCard({ ...project, status })).toMatchObject({ href: "/mod/sodium", label });
  });
});
