// A short one-line format for people watching a terminal; pipes, files and containers get JSON lines.

const LEVEL_WIDTH = 5;
// Logged values can hold what a client sent: on a terminal an escape sequence would be obeyed, so control
// characters (all but the line breaks and tabs of multi-line messages and stacks) are shown escaped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Shown in the line's own places, or (pid, hostname) left out: one terminal shows one machine.
const NOT_FIELDS = new Set(["time", "level", "msg", "component", "pid", "hostname", "err"]);

interface Line {
  time?: string;
  level?: string;
  msg?: string;
  component?: string;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

/** `12:00:01.234 INFO  web: listening port=3000` from one JSON log line; the error's stack follows it. */
export function formatHumanLine(json: string): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json;
  }
  const time = typeof line.time === "string" ? line.time.slice(11, 23) : "";
  const level = String(line.level ?? "")
    .toUpperCase()
    .padEnd(LEVEL_WIDTH);
  const where = line.component ? `${line.component}: ` : "";
  const fields = Object.entries(line)
    .filter(([name]) => !NOT_FIELDS.has(name))
    .map(([name, value]) => `${name}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  const stack = line.err ? `\n    ${(line.err.stack ?? line.err.message ?? "").replaceAll("\n", "\n    ")}` : "";
  const text = `${time} ${level} ${where}${line.msg ?? ""}${fields.length ? `  ${fields.join(" ")}` : ""}${stack}`;
  return `${text.replace(TERMINAL_CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`;
}
