import { describe, expect, it } from "vitest";

import { parseCondition, parseFacets } from "../src/server/facets";
import { parseSearchParams } from "../src/server/search-query";

describe("facet conditions", () => {
  it.each([
    ["categories:fabric", { field: "categories", op: "=", value: "fabric" }],
    ["versions=1.20.1", { field: "versions", op: "=", value: "1.20.1" }],
    ["project_type!=modpack", { field: "project_type", op: "!=", value: "modpack" }],
    ["downloads>=1000", { field: "downloads", op: ">=", value: 1000 }],
    ["downloads>10", { field: "downloads", op: ">", value: 10 }],
    ["follows<=5", { field: "follows", op: "<=", value: 5 }],
    ["created_timestamp<1700000000", { field: "created_timestamp", op: "<", value: 1700000000 }],
    ["open_source:true", { field: "open_source", op: "=", value: true }],
    ["title:Sodium Extra", { field: "title", op: "=", value: "Sodium Extra" }],
    // Number fields hold whole numbers: a fraction becomes the integer bound that matches the same projects.
    ["downloads<500.5", { field: "downloads", op: "<", value: 501 }],
    ["downloads<=500.5", { field: "downloads", op: "<=", value: 500 }],
    ["follows>99.5", { field: "follows", op: ">", value: 99 }],
    ["follows>=99.5", { field: "follows", op: ">=", value: 100 }],
    ["downloads=500.5", { field: "downloads", op: "<", value: -Number.MAX_SAFE_INTEGER }],
    ["downloads!=500.5", { field: "downloads", op: ">=", value: -Number.MAX_SAFE_INTEGER }],
    ["created_timestamp<1e30", { field: "created_timestamp", op: "<", value: Number.MAX_SAFE_INTEGER }],
    // Only the first operator splits: a version such as 1.20-pre1 keeps its own characters.
    ["versions:1.20-rc1", { field: "versions", op: "=", value: "1.20-rc1" }],
  ])("parses %j", (raw, expected) => {
    expect(parseCondition(raw)).toEqual(expected);
  });

  it.each([
    ["colour:red", 'unknown field "colour"'],
    ["categories", "expected <field><operator><value>"],
    ["downloads>=lots", "downloads needs a number"],
    ["categories>fabric", "categories can only be compared with :, = or !="],
    ["open_source:maybe", "open_source is true or false"],
    ["versions:", "the value is empty"],
  ])("refuses %j with a clear message", (raw, message) => {
    expect(() => parseCondition(raw)).toThrow(message);
  });
});

describe("facets parameter", () => {
  it("reads AND of ORs, with an optional AND level inside an OR", () => {
    expect(
      parseFacets(
        '[["categories:forge","categories:fabric"],["versions:1.20.1"],[["project_type:mod","open_source:true"]]]',
      ),
    ).toEqual([
      [
        { field: "categories", op: "=", value: "forge" },
        { field: "categories", op: "=", value: "fabric" },
      ],
      [{ field: "versions", op: "=", value: "1.20.1" }],
      [
        [
          { field: "project_type", op: "=", value: "mod" },
          { field: "open_source", op: "=", value: true },
        ],
      ],
    ]);
  });

  it("treats a missing or empty parameter as no facets, and drops empty groups", () => {
    expect(parseFacets(undefined)).toEqual([]);
    expect(parseFacets("")).toEqual([]);
    expect(parseFacets("[[]]")).toEqual([]);
  });

  it.each([
    ["[[categories:forge]]", "not valid JSON"],
    ['{"categories":"forge"}', "expected an array of arrays"],
    ['["categories:forge"]', "every element of the outer array must be an array"],
    ["[[1]]", "every facet must be a string"],
  ])("refuses malformed facets %j", (raw, message) => {
    expect(() => parseFacets(raw)).toThrow(message);
  });

  it("caps the number of conditions", () => {
    const many = JSON.stringify([Array.from({ length: 101 }, (_, i) => `versions:1.${i}`)]);
    expect(() => parseFacets(many)).toThrow("at most 100 conditions");
  });
});

describe("search parameters", () => {
  it("defaults like the reference API and accepts its sort aliases", () => {
    expect(parseSearchParams({})).toEqual({ text: "", facets: [], sort: "relevance", offset: 0, limit: 10 });
    expect(parseSearchParams({ index: "date_modified" }).sort).toBe("updated");
    expect(parseSearchParams({ index: "alphabetical", offset: "12345", limit: "100" })).toMatchObject({
      sort: "alphabetical",
      offset: 12345,
      limit: 100,
    });
  });

  it.each([
    [{ limit: "101" }, "limit must be between 1 and 100"],
    [{ limit: "0" }, "limit must be between 1 and 100"],
    [{ offset: "-1" }, "offset must be 0 or more"],
    [{ index: "random" }, "index must be one of relevance, downloads, follows, newest, updated, alphabetical"],
  ])("refuses %j", (params, message) => {
    expect(() => parseSearchParams(params)).toThrow(message);
  });
});
