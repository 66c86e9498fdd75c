import { describe, expect, it } from "vitest";

import { multiLineText, noNulText, singleLineProblem, singleLineText } from "../../src/validation";

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("singleLineText", () => {
  const title = singleLineText({ label: "The title", max: 8 });

  it("accepts ordinary text, unicode included, up to the limit", () => {
    expect(title.parse("Café 🎉")).toBe("Café 🎉");
    expect(title.parse("x".repeat(8))).toBe("x".repeat(8));
  });

  it.each([
    ["NUL", "a\u0000b"],
    ["a line break", "a\nb"],
    ["a tab", "a\tb"],
    ["an escape", "a\u001bb"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
  ])("refuses %s with a clear message", (_name, value) => {
    expect(issue(title.safeParse(value))).toBe("The title must not contain control characters.");
  });

  it("refuses text over the limit and says the limit", () => {
    expect(issue(title.safeParse("x".repeat(9)))).toBe("The title must be at most 8 characters.");
  });

  it("refuses a non-string", () => {
    expect(issue(title.safeParse(42))).toBe("The title must be a string.");
  });

  it("trims only when asked, and checks the minimum after trimming", () => {
    expect(title.parse("  a  ")).toBe("  a  ");
    const name = singleLineText({ label: "The name", max: 8, min: 1, trim: true });
    expect(name.parse("  a  ")).toBe("a");
    expect(issue(name.safeParse("   "))).toBe("The name must not be empty.");
  });

  it("gives the same sentence to services that check by hand", () => {
    expect(singleLineProblem("a\u0000", { label: "The name", max: 4 })).toBe(
      "The name must not contain control characters.",
    );
    expect(singleLineProblem("ok", { label: "The name", max: 4 })).toBeNull();
  });
});

describe("multiLineText", () => {
  const changelog = multiLineText({ label: "The changelog", max: 16 });

  it("keeps line breaks, carriage returns and tabs", () => {
    expect(changelog.parse("a\r\n\tb\nc")).toBe("a\r\n\tb\nc");
  });

  it("refuses NUL and text over the limit", () => {
    expect(issue(changelog.safeParse("a\u0000b"))).toBe("The changelog must not contain NUL characters.");
    expect(issue(changelog.safeParse("x".repeat(17)))).toBe("The changelog must be at most 16 characters.");
  });
});

describe("noNulText", () => {
  it("refuses only NUL", () => {
    const query = noNulText("query");
    expect(query.parse("a\tb")).toBe("a\tb");
    expect(issue(query.safeParse("a\u0000b"))).toBe("query must not contain NUL characters.");
  });
});
