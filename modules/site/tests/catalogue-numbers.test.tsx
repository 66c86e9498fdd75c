import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { CatalogueNumbers } from "../src/ui/home/catalogue-numbers";
import { messages } from "../src/ui/messages";

const shown = (html: string) =>
  [...html.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map((m) => [m[1], m[2]]);

describe("the home page's catalogue numbers", () => {
  it("use the spec's number format: x.xxM from a million, x.xk from ten thousand, commas below", () => {
    const html = renderToStaticMarkup(
      <CatalogueNumbers
        numbers={{ projects: 12_345, versions: 1_234_567, files: 9_999, authors: 10_000 }}
        labels={messages.messages.home.numbers}
      />,
    );
    expect(shown(html)).toEqual([
      ["Projects", "12.3k"],
      ["Versions", "1.23M"],
      ["Files", "9,999"],
      ["Creators", "10.0k"],
    ]);
  });
});
