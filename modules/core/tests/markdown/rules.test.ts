/**
 * One or more cases per rule of spec section 5 ("Rendered Markdown", "Highlight languages") and the
 * section 9 nesting limits: Markdown in, exact HTML out.
 */
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../src/markdown/renderer";
import type { MarkdownPreset } from "../../src/markdown/options";
import { PROXY, TEST_MARKDOWN_CONFIG } from "./test-config";

interface RuleCase {
  rule: string;
  input: string;
  html: string;
  preset?: MarkdownPreset;
}

const REL = 'rel="noopener nofollow ugc"';

const cases: RuleCase[] = [
  // Raw HTML, bare URLs, line breaks
  { rule: "raw HTML is allowed", input: "<div>raw <b>html</b></div>", html: "<div>raw <b>html</b></div>" },
  {
    rule: "bare URLs become links",
    input: "see https://example.com/page and www.example.org",
    html: `<p>see <a href="https://example.com/page" ${REL}>https://example.com/page</a> and <a href="http://www.example.org" ${REL}>www.example.org</a></p>`,
  },
  {
    rule: "bare e-mail addresses become mailto links",
    input: "mail me@example.com",
    html: '<p>mail <a href="mailto:me@example.com">me@example.com</a></p>',
  },
  { rule: "single line breaks are kept", input: "one\ntwo", html: "<p>one<br>\ntwo</p>" },
  { rule: "hard breaks still work", input: "one  \ntwo", html: "<p>one<br>\ntwo</p>" },
  {
    rule: "line breaks inside code are untouched",
    input: "`a`\n\n```\na\nb\n```",
    html: "<p><code>a</code></p>\n<pre><code>a\nb\n</code></pre>",
  },
  // Headings with id
  {
    rule: "headings get an id from their text",
    input: "## Getting Started!",
    html: '<h2 id="getting-started">Getting Started!</h2>',
  },
  { rule: "duplicate headings get distinct ids", input: "# A\n# A", html: '<h1 id="a">A</h1>\n<h1 id="a-1">A</h1>' },
  {
    rule: "author-written heading ids are replaced",
    input: '<h3 id="evil">Hi there</h3>',
    html: '<h3 id="hi-there">Hi there</h3>',
  },
  // Allowed tags and attributes
  {
    rule: "tables with alignment",
    input: "| a | b |\n|:-:|--:|\n| 1 | 2 |",
    html: '<table>\n<thead>\n<tr>\n<th align="center">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="center">1</td>\n<td align="right">2</td>\n</tr>\n</tbody>\n</table>',
  },
  {
    rule: "details and summary",
    input: "<details open><summary>Spoiler</summary>hidden</details>",
    html: "<details open><summary>Spoiler</summary>hidden</details>",
  },
  {
    rule: "task lists become disabled checkboxes",
    input: "- [x] done\n- [ ] todo",
    html: '<ul>\n<li><input type="checkbox" checked disabled> done</li>\n<li><input type="checkbox" disabled> todo</li>\n</ul>',
  },
  {
    rule: "inputs keep only checked, disabled and type=checkbox",
    input: '<input type="text" name="q" value="x" checked onclick="alert(1)">',
    html: '<input checked type="checkbox" disabled>',
  },
  {
    rule: "video keeps src and controls, loses autoplay and handlers",
    input: '<video src="https://cdn.hopper.test/v.mp4" controls autoplay onplay="x()"></video>',
    html: '<p><video src="https://cdn.hopper.test/v.mp4" controls></video></p>',
  },
  {
    rule: "audio from a foreign host goes through the proxy",
    input: '<audio src="https://evil.test/a.mp3" controls></audio>',
    html: `<p><audio src="${PROXY}https%3A%2F%2Fevil.test%2Fa.mp3" controls></audio></p>`,
  },
  {
    rule: "picture and source, srcset candidates checked one by one",
    input:
      '<picture><source srcset="https://i.imgur.com/a.webp 2x, https://evil.test/b.png 1x" type="image/webp"><img src="https://i.imgur.com/a.png" alt="a"></picture>',
    html: `<p><picture><source srcset="https://i.imgur.com/a.webp 2x, ${PROXY}https%3A%2F%2Fevil.test%2Fb.png 1x" type="image/webp"><img src="https://i.imgur.com/a.png" alt="a"></picture></p>`,
  },
  { rule: "script elements are removed with their content", input: "<script>alert(1)</script>ok", html: "ok" },
  // A removed element whose end tag never comes must not take the rest of the document with it
  // (the HTML parser would put everything after it inside): the tag goes, the text after it stays.
  {
    rule: "an unclosed applet keeps the text after it",
    input: "<applet code=x>\n\nrest of **text**",
    html: "<p>rest of <strong>text</strong></p>",
  },
  {
    rule: "an unclosed inline applet keeps the text around it",
    input: "before <applet code=x> after\n\nmore",
    html: "<p>before  after</p>\n<p>more</p>",
  },
  { rule: "an unclosed object keeps the text after it", input: "<object>\n\nrest", html: "<p>rest</p>" },
  {
    rule: "an object closed later still loses only its own content",
    input: "<object data=x>fallback</object>after",
    html: "<p>after</p>",
  },
  {
    rule: "an unclosed object inside a div keeps the text",
    input: "<div><object data=x>inside</div>\n\nafter",
    html: "<div>inside</div>\n<p>after</p>",
  },
  { rule: "an unclosed object before a closed one", input: "<object>a <object>b</object> c", html: "<p>a  c</p>" },
  { rule: "void embed removes only itself", input: "<embed src=x>\n\nrest", html: "<p>rest</p>" },
  { rule: "void frame removes only itself", input: "<frame>\n\nrest", html: "<p>rest</p>" },
  ...["noembed", "noframes", "xmp", "plaintext", "title", "noscript", "template", "select"].map((tag) => ({
    rule: `an unclosed ${tag} keeps the text and markup after it`,
    input: `<${tag}>\n\nrest <b>x</b>`,
    html: "<p>rest <b>x</b></p>",
  })),
  // These open a CommonMark HTML block that runs to their end tag, so what follows stays raw HTML.
  ...["textarea", "style", "script"].map((tag) => ({
    rule: `an unclosed ${tag} keeps the text after it`,
    input: `<${tag}>\n\nrest <b>x</b>`,
    html: "rest <b>x</b>",
  })),
  {
    rule: "a closed textarea still loses its content, an unclosed one later does not",
    input: "<textarea>secret</textarea>a <textarea>b",
    html: "a b",
  },
  {
    rule: "inside raw text, other tags are text: the closed xmp takes them along",
    input: "<div><xmp>one <applet></xmp> three</div>",
    html: "<div> three</div>",
  },
  {
    rule: "an unclosed raw-text element keeps the text and later elements",
    input: "<div><xmp>one</div>\n\n<object>x</object>three",
    html: "<div>one</div>\n<p>three</p>",
  },
  { rule: "upper-case unclosed tags keep the text too", input: "<APPLET>\n\nrest", html: "<p>rest</p>" },
  {
    rule: "unknown elements are unwrapped, text kept",
    input: '<marquee onstart="x()">moving</marquee>',
    html: "<p>moving</p>",
  },
  {
    rule: "event handler attributes are dropped",
    input: '<img src="/a.png" onerror="alert(1)" alt="x">',
    html: '<img src="/a.png" alt="x">',
  },
  // Iframes
  {
    rule: "video embed with an 11-character id keeps only start and end",
    input:
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=10&end=20&autoplay=1&list=x" width="560" height="315" allowfullscreen onload="x()"></iframe>',
    html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=10&#x26;end=20" width="560" height="315" allowfullscreen></iframe>',
  },
  {
    rule: "video embed without an 11-character id is removed",
    input: '<iframe src="https://www.youtube.com/embed/short?start=1"></iframe>',
    html: "",
  },
  {
    rule: "video embed on another host is removed",
    input: '<iframe src="https://evil.test/embed/dQw4w9WgXcQ"></iframe>',
    html: "",
  },
  {
    rule: "video embed over http is removed",
    input: '<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    html: "",
  },
  {
    rule: "chat widget with an 18-digit id",
    input: '<iframe src="https://discord.com/widget?id=123456789012345678&theme=dark&x=1"></iframe>',
    html: '<iframe src="https://discord.com/widget?id=123456789012345678&#x26;theme=dark"></iframe>',
  },
  {
    rule: "chat widget with a 19-digit id",
    input: '<iframe src="https://discord.com/widget?id=1234567890123456789"></iframe>',
    html: '<iframe src="https://discord.com/widget?id=1234567890123456789"></iframe>',
  },
  {
    rule: "chat widget with a short id is removed",
    input: '<iframe src="https://discord.com/widget?id=12345"></iframe>',
    html: "",
  },
  {
    rule: "iframe srcdoc is never kept",
    input: '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
  },
  // Classes
  {
    rule: "class on pre, code and span keeps only hljs- and language- classes",
    input:
      '<pre class="hljs-x evil language-java"><code class="language-js foo">x</code></pre><span class="hljs-keyword btn">k</span>',
    html: '<pre class="hljs-x language-java"><code class="language-js">x</code></pre><span class="hljs-keyword">k</span>',
  },
  { rule: "class on other elements is dropped", input: '<p class="hljs-x admin-only">p</p>', html: "<p>p</p>" },
  // CSS
  {
    rule: "text-align centre survives, colour is dropped",
    input: '<p style="text-align: center; color: red">c</p>',
    html: '<p style="text-align: center">c</p>',
  },
  {
    rule: "text-align left and right",
    input: '<p style="text-align:left">l</p><p style="TEXT-ALIGN: Right">r</p>',
    html: '<p style="text-align: left">l</p><p style="text-align: right">r</p>',
  },
  {
    rule: "image-rendering pixelated and float survive, position does not",
    input: '<img src="/a.png" style="image-rendering: pixelated; float: right; position: fixed">',
    html: '<img src="/a.png" style="image-rendering: pixelated; float: right">',
  },
  {
    rule: "float left",
    input: '<img src="/a.png" style="float:left">',
    html: '<img src="/a.png" style="float: left">',
  },
  {
    rule: "disallowed values and url() are dropped",
    input: '<div style="float: middle; background: url(javascript:alert(1)); text-align: justify">d</div>',
    html: "<div>d</div>",
  },
  {
    rule: "image-rendering other than pixelated is dropped",
    input: '<img src="/a.png" style="image-rendering: auto">',
    html: '<img src="/a.png">',
  },
  { rule: "CSS expressions are dropped", input: '<p style="width: expression(alert(1))">e</p>', html: "<p>e</p>" },
  // Link protocols
  {
    rule: "allowed link values: http, https, mailto, tel, ftp, relative, anchor, data image",
    input:
      "[a](http://x.test) [b](https://x.test) [c](mailto:a@b.test) [d](tel:+123) [e](ftp://f.test/x) [f](/relative/path) [g](#anchor) [h](data:image/png;base64,AAAA)",
    html: `<p><a href="http://x.test" ${REL}>a</a> <a href="https://x.test" ${REL}>b</a> <a href="mailto:a@b.test">c</a> <a href="tel:+123">d</a> <a href="ftp://f.test/x" ${REL}>e</a> <a href="/relative/path">f</a> <a href="#anchor">g</a> <a href="data:image/png;base64,AAAA">h</a></p>`,
  },
  {
    rule: "data images of gif, jpeg and webp are allowed links",
    input: "[a](data:image/gif;base64,R0) [b](data:image/jpeg;base64,AA) [c](data:image/webp;base64,AA)",
    html: '<p><a href="data:image/gif;base64,R0">a</a> <a href="data:image/jpeg;base64,AA">b</a> <a href="data:image/webp;base64,AA">c</a></p>',
  },
  {
    rule: "javascript:, vbscript:, file: and other data: links are emptied",
    input:
      "[a](javascript:alert(1)) [b](vbscript:msgbox) [c](file:///etc/passwd) [d](data:text/html,hi) [e](JaVaScRiPt:alert(1)) [f](data:image/svg+xml,x)",
    html: '<p><a href="">a</a> <a href="">b</a> <a href="">c</a> <a href="">d</a> <a href="">e</a> <a href="">f</a></p>',
  },
  {
    rule: "entity-encoded and whitespace-obfuscated protocols are emptied",
    input:
      '<a href="&#106;avascript:alert(1)">x</a><a href="java&#x09;script:alert(1)">y</a><a href=" &#x01;javascript:alert(1)">z</a>',
    html: '<p><a href="">x</a><a href="">y</a><a href="">z</a></p>',
  },
  { rule: "unknown schemes are emptied", input: "[x](irc://chat.test/room)", html: '<p><a href="">x</a></p>' },
  // Comments
  { rule: "inline HTML comments are stripped", input: "a <!-- secret --> b", html: "<p>a  b</p>" },
  { rule: "block HTML comments are stripped", input: "<!-- block comment -->\n\ntext", html: "<p>text</p>" },
  // Media hosts
  {
    rule: "Hopper's own CDN is served directly",
    input: "![a](https://cdn.hopper.test/x.png)",
    html: '<p><img src="https://cdn.hopper.test/x.png" alt="a"></p>',
  },
  {
    rule: "the staging CDN is served directly",
    input: "![a](https://staging-cdn.hopper.test/x.png)",
    html: '<p><img src="https://staging-cdn.hopper.test/x.png" alt="a"></p>',
  },
  {
    rule: "allow-listed third-party hosts are served directly",
    input:
      "![a](https://i.imgur.com/y.png) ![b](https://raw.githubusercontent.com/o/r/main/a.png) ![c](https://img.shields.io/badge/x-y-green) ![d](https://cf.way2muchnoise.eu/full_1_downloads.svg) ![e](https://bstats.org/signatures/bukkit/x.svg) ![f](https://i.postimg.cc/a.png) ![g](https://wsrv.nl/?url=x)",
    html: '<p><img src="https://i.imgur.com/y.png" alt="a"> <img src="https://raw.githubusercontent.com/o/r/main/a.png" alt="b"> <img src="https://img.shields.io/badge/x-y-green" alt="c"> <img src="https://cf.way2muchnoise.eu/full_1_downloads.svg" alt="d"> <img src="https://bstats.org/signatures/bukkit/x.svg" alt="e"> <img src="https://i.postimg.cc/a.png" alt="f"> <img src="https://wsrv.nl/?url=x" alt="g"></p>',
  },
  {
    rule: "other hosts are routed through the image proxy",
    input: "![c](https://evil.test/z.png)",
    html: `<p><img src="${PROXY}https%3A%2F%2Fevil.test%2Fz.png" alt="c"></p>`,
  },
  {
    rule: "allow-listed hosts over plain http go through the proxy",
    input: "![d](http://i.imgur.com/y.png)",
    html: `<p><img src="${PROXY}http%3A%2F%2Fi.imgur.com%2Fy.png" alt="d"></p>`,
  },
  {
    rule: "look-alike subdomains are not allow-listed",
    input: "![x](https://i.imgur.com.evil.test/y.png)",
    html: `<p><img src="${PROXY}https%3A%2F%2Fi.imgur.com.evil.test%2Fy.png" alt="x"></p>`,
  },
  {
    rule: "protocol-relative sources are treated as foreign",
    input: '<img src="//evil.test/a.png">',
    html: `<img src="${PROXY}https%3A%2F%2Fevil.test%2Fa.png">`,
  },
  {
    rule: "data image sources are kept",
    input: "![e](data:image/png;base64,AAAA)",
    html: '<p><img src="data:image/png;base64,AAAA" alt="e"></p>',
  },
  {
    rule: "svg data and javascript sources are emptied",
    input: "![f](data:image/svg+xml;base64,AAAA) ![g](javascript:alert(1))",
    html: '<p><img src="" alt="f"> <img src="" alt="g"></p>',
  },
  { rule: "relative sources are kept", input: "![h](/local.png)", html: '<p><img src="/local.png" alt="h"></p>' },
  {
    rule: "video posters are checked like sources",
    input: '<video src="/v.mp4" poster="https://evil.test/p.jpg"></video>',
    html: `<p><video src="/v.mp4" poster="${PROXY}https%3A%2F%2Fevil.test%2Fp.jpg"></video></p>`,
  },
  // rel
  {
    rule: "links to Hopper's own hosts get no rel, others get noopener nofollow ugc",
    input: "[own](https://hopper.test/p) [cdn](https://cdn.hopper.test/f) [foreign](https://other.test/)",
    html: `<p><a href="https://hopper.test/p">own</a> <a href="https://cdn.hopper.test/f">cdn</a> <a href="https://other.test/" ${REL}>foreign</a></p>`,
  },
  {
    rule: "author-written rel and target are replaced",
    input: '<a href="https://other.test/" rel="opener" target="_blank">x</a>',
    html: `<p><a href="https://other.test/" ${REL}>x</a></p>`,
  },
  // Highlighting
  {
    rule: "listed languages are highlighted",
    input: "```java\nclass A {}\n```",
    html: '<pre><code class="language-java"><span class="hljs-keyword">class</span> <span class="hljs-title">A</span> {}\n</code></pre>',
  },
  {
    rule: "aliases are highlighted (mcui → xml)",
    input: "```mcui\n<a/>\n```",
    html: '<pre><code class="language-mcui"><span class="hljs-tag">&#x3C;<span class="hljs-name">a</span>/></span>\n</code></pre>',
  },
  {
    rule: "aliases are highlighted (toml → ini)",
    input: "```toml\nkey = 1\n```",
    html: '<pre><code class="language-toml"><span class="hljs-attr">key</span> = <span class="hljs-number">1</span>\n</code></pre>',
  },
  {
    rule: "grammar aliases that are not listed are not highlighted",
    input: "```jsx\nconst a = 1;\n```",
    html: '<pre><code class="language-jsx">const a = 1;\n</code></pre>',
  },
  {
    rule: "unlisted languages are not highlighted",
    input: "```rust\nfn main() {}\n```",
    html: '<pre><code class="language-rust">fn main() {}\n</code></pre>',
  },
  // Footnotes (GFM) keep working under the id rules
  {
    rule: "footnotes keep their prefixed ids",
    input: "Text[^1]\n\n[^1]: Note",
    html: '<p>Text<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref>1</a></sup></p>\n<section data-footnotes><h2 id="footnotes">Footnotes</h2>\n<ol>\n<li id="user-content-fn-1">\n<p>Note <a href="#user-content-fnref-1" data-footnote-backref="">↩</a></p>\n</li>\n</ol>\n</section>',
  },
  { rule: "arbitrary ids elsewhere are dropped", input: '<div id="__next" name="x">d</div>', html: "<div>d</div>" },
  // Nesting limits
  {
    rule: "the default preset keeps 100 levels",
    input: `${"<div>".repeat(100)}x`,
    html: `${"<div>".repeat(100)}x${"</div>".repeat(100)}`,
  },
  {
    rule: "the default preset flattens level 101 to text",
    input: `${"<div>".repeat(100)}<b>x</b>`,
    html: `${"<div>".repeat(100)}x${"</div>".repeat(100)}`,
  },
  {
    rule: "other presets keep 20 levels",
    preset: "compact",
    input: `${"<div>".repeat(20)}<b>x</b>`,
    html: `${"<div>".repeat(20)}x${"</div>".repeat(20)}`,
  },
  {
    rule: "deep Markdown block quotes are flattened at the limit",
    preset: "compact",
    input: `${"> ".repeat(25)}deep`,
    html: `${"<blockquote>\n".repeat(20)}deep${"\n</blockquote>".repeat(20)}`,
  },
];

describe("Markdown rules (spec section 5)", () => {
  it.each(cases)("$rule", ({ input, html, preset }) => {
    expect(renderMarkdown(input, { ...TEST_MARKDOWN_CONFIG, preset })).toBe(html);
  });
});
