import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DateTime } from "../../src/i18n/format";

// `Intl.DateTimeFormat` refuses `timeZoneName` beside `dateStyle`/`timeStyle`: the "dateTime" and "time" styles
// failed on every page that used them (sessions, the staff mailbox) and use-intl logged FORMATTING_ERROR and
// printed its fallback instead of the date.
describe("<DateTime>", () => {
  afterEach(() => vi.restoreAllMocks());
  const instant = "2026-11-25T23:41:00.000Z";

  it.each([
    ["date", "Nov 25, 2026"],
    ["dateTime", "Nov 25, 2026, 11:41 PM UTC"],
    ["time", "11:41 PM UTC"],
    ["long", "November 25, 2026"],
  ] as const)("formats the %s style in the page's locale and UTC, without an error", (style, text) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = renderToStaticMarkup(<DateTime value={instant} style={style} />);
    expect(html).toBe(`<time dateTime="${instant}">${text}</time>`);
    expect(errors).not.toHaveBeenCalled();
  });
});
