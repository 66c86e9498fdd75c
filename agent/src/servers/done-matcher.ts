/** Builds the "server is running" detector from the configured done string (`regex:` for a pattern). */
export function doneMatcher(done: string): (line: string) => boolean {
  if (done.startsWith("regex:")) {
    const re = new RegExp(done.slice("regex:".length));
    return (line) => re.test(stripAnsi(line));
  }
  return (line) => stripAnsi(line).includes(done);
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
export function stripAnsi(line: string): string {
  return line.replace(ANSI, "");
}
