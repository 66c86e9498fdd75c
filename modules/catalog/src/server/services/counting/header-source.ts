/** The request headers counting reads: a fetch `Headers`, Next's `headers()`, or a plain map in tests. */
export interface HeaderSource {
  get(name: string): string | null;
}
