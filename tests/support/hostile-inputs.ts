// The hostile values every walk sends (issue 13: "empty, NUL, control characters, invalid UTF-8 and
// percent-encoding, huge, wrong type"), already written as they go on the wire: percent-encoded for paths and
// query strings, raw strings for bodies. Shared by the REST walk (vitest) and the page walk (Playwright).

/** Path segment values, encoded as sent. Each must answer 4xx (or 2xx/3xx), never 5xx. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  "%00",
  "ab%00cd",
  "%07%1B%7F",
  "%C2%85",
  "%FF%FE",
  "%",
  "%E0%A4%A",
  "%ED%A0%80", // an encoded lone surrogate: invalid UTF-8
  "%F0%9F%8E%89", // an emoji
  "..",
  "-1",
  "1e309",
  "%5B%5D", // []
  "%7B%7D", // {}
  "x".repeat(4000),
];

/** Query string values, encoded as sent. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  "",
  "%00",
  "a%00b",
  "%07%1B",
  "%FF",
  "%",
  "%E0%A4%A",
  "!!!",
  "'",
  "-",
  "-1",
  "NaN",
  "1e400",
  "99999999999999999999",
  "%5B",
  "%5B%5D",
  "%5B%5B%22%00%22%5D%5D", // [["\u0000"]]
  "%7B%7D",
  "true",
  "x".repeat(6000),
];

/** Values put into every field of a JSON body: wrong types, NUL, control characters, huge text. */
export const HOSTILE_FIELD_VALUES: readonly unknown[] = [
  null,
  "",
  "a\u0000b",
  "bell\u0007\u001b[31m\u0085",
  "\ud800", // a lone surrogate
  "x".repeat(70_000),
  -1,
  1e308,
  1.5,
  true,
  [],
  ["a\u0000"],
  [1, null, {}],
  {},
  { nested: "\u0000" },
];

/** Whole raw bodies sent with `Content-Type: application/json`. */
export const HOSTILE_RAW_JSON_BODIES: readonly string[] = [
  "",
  "null",
  "[]",
  '"text"',
  "{",
  "{}",
  '{"a":"\\u0000"}',
  "1",
];
