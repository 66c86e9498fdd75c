/**
 * The toolbar's Markdown edits as pure functions of (text, selection) → (text, selection), so they can
 * be unit-tested without a DOM and the component stays a thin shell around them.
 */
export interface TextState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

export type ToolbarAction =
  | "heading1"
  | "heading2"
  | "heading3"
  | "bold"
  | "italic"
  | "link"
  | "code"
  | "bulletList"
  | "numberedList"
  | "quote"
  | "spoiler";

/** Surrounds the selection (or a placeholder) with `before` and `after`, selecting the inner text. */
function wrap(state: TextState, before: string, after: string, placeholder: string): TextState {
  const selected = state.value.slice(state.selectionStart, state.selectionEnd) || placeholder;
  const value =
    state.value.slice(0, state.selectionStart) + before + selected + after + state.value.slice(state.selectionEnd);
  const selectionStart = state.selectionStart + before.length;
  return { value, selectionStart, selectionEnd: selectionStart + selected.length };
}

/** The start of the line holding `index`. */
function lineStart(value: string, index: number): number {
  return value.lastIndexOf("\n", index - 1) + 1;
}

/** The end of the line holding `index` (exclusive). */
function lineEnd(value: string, index: number): number {
  const end = value.indexOf("\n", index);
  return end === -1 ? value.length : end;
}

/** Rewrites every line touched by the selection with `transform(line, lineNumber)`. */
function editLines(state: TextState, transform: (line: string, index: number) => string): TextState {
  const start = lineStart(state.value, state.selectionStart);
  const end = lineEnd(state.value, Math.max(state.selectionStart, state.selectionEnd - 1));
  const lines = state.value.slice(start, end).split("\n").map(transform);
  const replaced = lines.join("\n");
  return {
    value: state.value.slice(0, start) + replaced + state.value.slice(end),
    selectionStart: start,
    selectionEnd: start + replaced.length,
  };
}

const HEADING_PREFIX = /^#{1,6}\s+/;

function heading(state: TextState, level: number): TextState {
  const prefix = `${"#".repeat(level)} `;
  return editLines(state, (line) => prefix + line.replace(HEADING_PREFIX, ""));
}

function codeBlockOrSpan(state: TextState): TextState {
  const selected = state.value.slice(state.selectionStart, state.selectionEnd);
  return selected.includes("\n") ? wrap(state, "```\n", "\n```", "") : wrap(state, "`", "`", "code");
}

export function applyToolbarAction(action: ToolbarAction, state: TextState): TextState {
  switch (action) {
    case "heading1":
      return heading(state, 1);
    case "heading2":
      return heading(state, 2);
    case "heading3":
      return heading(state, 3);
    case "bold":
      return wrap(state, "**", "**", "bold text");
    case "italic":
      return wrap(state, "_", "_", "italic text");
    case "link":
      return wrap(state, "[", "](https://)", "link text");
    case "code":
      return codeBlockOrSpan(state);
    case "bulletList":
      return editLines(state, (line) => `- ${line}`);
    case "numberedList":
      return editLines(state, (line, index) => `${index + 1}. ${line}`);
    case "quote":
      return editLines(state, (line) => `> ${line}`);
    case "spoiler":
      // Spoilers are collapsed <details> blocks; blank lines let Markdown inside them render.
      return wrap(state, "<details>\n<summary>Spoiler</summary>\n\n", "\n\n</details>", "hidden text");
  }
}

/** Inserts an image reference at the cursor (replacing any selection, which becomes the alt text). */
export function insertImage(state: TextState, url: string, fallbackAlt: string): TextState {
  const alt = state.value.slice(state.selectionStart, state.selectionEnd) || fallbackAlt;
  const markdown = `![${alt.replace(/[[\]]/g, "")}](${url})`;
  const value = state.value.slice(0, state.selectionStart) + markdown + state.value.slice(state.selectionEnd);
  const cursor = state.selectionStart + markdown.length;
  return { value, selectionStart: cursor, selectionEnd: cursor };
}
