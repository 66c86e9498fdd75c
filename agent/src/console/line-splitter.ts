/**
 * Turns a byte stream into whole lines. Keeps blank lines (users rely on them in output) and treats
 * \r\n, \n and a bare \r as line ends. A partial line longer than maxLineChars is flushed so a process
 * that never prints a newline cannot grow our memory.
 */
export class LineSplitter {
  private pending = "";
  private lastWasCr = false;

  constructor(
    private readonly onLine: (line: string) => void,
    private readonly maxLineChars = 8192,
  ) {}

  push(chunk: Buffer | string): void {
    const text = typeof chunk === "string" ? chunk : chunk.toString("utf8");
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 10 /* \n */) {
        if (this.lastWasCr && i === start && this.pending === "") {
          // second half of \r\n: the line was already emitted at the \r
          start = i + 1;
          this.lastWasCr = false;
          continue;
        }
        this.emit(text.slice(start, i));
        start = i + 1;
        this.lastWasCr = false;
      } else if (ch === 13 /* \r */) {
        this.emit(text.slice(start, i));
        start = i + 1;
        this.lastWasCr = true;
      } else {
        this.lastWasCr = false;
      }
    }
    this.pending += text.slice(start);
    while (this.pending.length > this.maxLineChars) {
      this.onLine(this.pending.slice(0, this.maxLineChars));
      this.pending = this.pending.slice(this.maxLineChars);
    }
  }

  /** Emits a trailing line without newline, e.g. when the stream ends. */
  flush(): void {
    if (this.pending !== "") {
      this.onLine(this.pending);
      this.pending = "";
    }
  }

  private emit(part: string): void {
    const line = this.pending + part;
    this.pending = "";
    this.onLine(line);
  }
}
