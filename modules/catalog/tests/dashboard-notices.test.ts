// /dashboard/projects after its forms: the bulk actions' and invitations' notices come by key from the dashboard
// catalogue, their refusals sealed (as runForm seals ?error=), so an address cannot put a sentence of its own on
// the page — before, ?notice=, ?bulkError= and ?invitationError= were shown as they came.
import { describe, expect, it } from "vitest";

import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { dashboardNotice, sealedText, setBulkNotice, setSealedText } from "../src/ui/dashboard-notices";
import { dashboardMessages } from "../src/ui/messages/dashboard";

const english = translatorFor(dashboardMessages, "en-US") as unknown as (
  key: string,
  values?: Record<string, string>,
) => string;
const turned = translatorFor(dashboardMessages, UPSIDE_DOWN_LOCALE) as unknown as typeof english;

const queryOf = (params: URLSearchParams) => Object.fromEntries(params);
const said = (query: Record<string, string>, t = english) => {
  const named = dashboardNotice(query);
  return named ? t(named.key, "values" in named ? named.values : undefined) : null;
};

describe("the dashboard's notices", () => {
  it("reads the forms' keys from the catalogue, in the sentences the browser tests expect", () => {
    const bulk = new URLSearchParams();
    setBulkNotice(bulk, 1, 1);
    expect(said(queryOf(bulk))).toBe("1 of 1 projects updated.");
    expect(said(queryOf(bulk), turned)).not.toBe("1 of 1 projects updated.");
    const none = new URLSearchParams();
    setBulkNotice(none, 0, 0);
    expect(said(queryOf(none))).toBe("Choose at least one project.");
    expect(said({ notice: "accepted" })).toBe("Invitation accepted.");
    expect(said({ notice: "declined" })).toBe("Invitation declined.");
    expect(said({ notice: "deleted" })).toBe("Project deleted.");
  });

  it("shows nothing for a sentence, an object's own names or counts that are not small whole numbers", () => {
    for (const notice of ["Your account is locked: call 555-0100.", "constructor", "__proto__", "toString", ""]) {
      expect(dashboardNotice({ notice })).toBeNull();
    }
    expect(dashboardNotice({ notice: ["accepted", "declined"] })).toBeNull();
    for (const [done, total] of [
      ["x", "1"],
      ["1", "-1"],
      ["1.5", "2"],
      ["1", "9999999"],
      ["", "1"],
    ]) {
      expect(dashboardNotice({ notice: "updated", done: done!, total: total! })).toBeNull();
    }
    expect(dashboardNotice({ notice: "updated" })).toBeNull();
  });
});

describe("the dashboard's refusal texts", () => {
  it("shows a text the site sealed, and nothing forged, altered, moved or unsealed", () => {
    const params = new URLSearchParams({ name: "kept" });
    setSealedText(params, "bulkError", "Mine: Upload at least one version first.");
    const query = queryOf(params);
    expect(sealedText(query, "bulkError")).toBe("Mine: Upload at least one version first.");
    expect(query.name).toBe("kept");
    expect(sealedText({ bulkError: "<b>Pay here</b>" }, "bulkError")).toBeNull();
    expect(sealedText({ ...query, bulkError: "Mine: something else" }, "bulkError")).toBeNull();
    expect(sealedText({ ...query, bulkErrorSeal: "x" }, "bulkError")).toBeNull();
    // A seal belongs to its parameter's text only: copied beside another parameter it still needs that text.
    expect(
      sealedText({ invitationError: "Other", invitationErrorSeal: query.bulkErrorSeal }, "invitationError"),
    ).toBeNull();
    expect(sealedText({}, "invitationError")).toBeNull();
  });
});
