import { describe, expect, it } from "vitest";

import {
  chooseEnvironment,
  listingFacets,
  listingLoaders,
  listingUrl,
  readListingState,
  toggleFilter,
} from "../src/ui/listing-state";

describe("listing page state in the URL", () => {
  it("round-trips through the URL and drops defaults", () => {
    const state = readListingState({
      q: "storage",
      f: ["categories:magic", "!categories:cursed"],
      s: "downloads",
      o: "40",
      m: "50",
      view: "grid",
    });
    expect(state).toEqual({
      query: "storage",
      filters: ["categories:magic", "!categories:cursed"],
      sort: "downloads",
      offset: 40,
      limit: 50,
      view: "grid",
      snapshots: false,
    });
    expect(listingUrl("/mods", state)).toBe(
      "/mods?q=storage&f=categories%3Amagic&f=%21categories%3Acursed&s=downloads&m=50&o=40&view=grid",
    );
    expect(
      readListingState(Object.fromEntries(new URL(`http://x${listingUrl("/mods", state)}`).searchParams)),
    ).toMatchObject({ query: "storage" });
    expect(listingUrl("/mods", readListingState({}))).toBe("/mods");
  });

  it("keeps the exclusion when the filter form sends a filter both included and excluded", () => {
    // The form without JavaScript: both boxes of the pair ticked, and the "any environment" radio's empty value.
    const state = readListingState({ f: ["categories:magic", "!categories:magic", "license:MIT", ""] });
    expect(state.filters).toEqual(["!categories:magic", "license:MIT"]);
  });

  it("ignores values it does not know instead of failing", () => {
    expect(
      readListingState({ s: "random", m: "7", o: "-3", view: "table", f: ["evil<script>", "categories:ok"] }),
    ).toMatchObject({
      sort: "relevance",
      limit: 20,
      offset: 0,
      view: null,
      filters: ["categories:ok"],
    });
  });

  it("toggles a filter, replacing its exclusion, and goes back to the first page", () => {
    const state = readListingState({ f: "!categories:magic", o: "60" });
    expect(toggleFilter(state, "categories:magic")).toMatchObject({ filters: ["categories:magic"], offset: 0 });
    expect(toggleFilter(toggleFilter(state, "categories:magic"), "categories:magic").filters).toEqual([]);
  });

  it("ORs loaders and game versions, ANDs categories, and excludes with !=", () => {
    const facets = listingFacets(
      "mod",
      [
        "categories:fabric",
        "categories:quilt",
        "categories:magic",
        "versions:1.21",
        "versions:1.21.1",
        "!categories:cursed",
      ],
      new Set(["fabric", "quilt"]),
    );
    expect(JSON.parse(facets)).toEqual([
      ["project_type:mod"],
      ["categories:magic"],
      ["categories!=cursed"],
      ["categories:fabric", "categories:quilt"],
      ["versions:1.21", "versions:1.21.1"],
    ]);
  });

  it("keeps one known environment: a new choice replaces it, the same choice clears it", () => {
    const state = readListingState({
      f: ["environment:server", "environment:client", "environment:anywhere", "!environment:client"],
    });
    expect(state.filters).toEqual(["environment:server"]);
    const client = chooseEnvironment({ ...state, offset: 40 }, "client");
    expect(client).toMatchObject({ filters: ["environment:client"], offset: 0 });
    expect(chooseEnvironment(client, "client").filters).toEqual([]);
  });

  it("ORs chosen licenses, and an environment adds its client_side/server_side groups", () => {
    const facets = JSON.parse(
      listingFacets(
        "mod",
        [
          "license:MIT",
          "license:Apache-2.0",
          "!license:LicenseRef-All-Rights-Reserved",
          "environment:client-or-server",
        ],
        new Set(),
      ),
    );
    expect(facets).toEqual([
      ["project_type:mod"],
      ["license!=LicenseRef-All-Rights-Reserved"],
      ["client_side:optional"],
      ["server_side:optional"],
      ["license:MIT", "license:Apache-2.0"],
    ]);
  });

  it("offers a type's loaders without the hidden ones, and ORs the chosen loaders", () => {
    const modLoaders = listingLoaders("mod").map((l) => l.name);
    expect(modLoaders).toEqual(expect.arrayContaining(["fabric", "forge", "neoforge", "quilt"]));
    expect(modLoaders).not.toContain("rift");
    expect(listingLoaders("plugin").map((l) => l.name)).toContain("paper");
    const facets = JSON.parse(
      listingFacets("mod", ["categories:fabric", "categories:magic", "categories:quilt"], new Set(modLoaders)),
    );
    expect(facets).toEqual([["project_type:mod"], ["categories:magic"], ["categories:fabric", "categories:quilt"]]);
  });
});
