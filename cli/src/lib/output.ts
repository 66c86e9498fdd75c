/**
 * A command's result, for the person or script that ran it: stdout. Log lines of one-shot commands go to
 * stderr (main.ts), so `hopper token:create … > token.txt` captures the result alone.
 */
export function output(text: string): void {
  process.stdout.write(`${text}\n`);
}
