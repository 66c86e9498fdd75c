"use client";

import type { MarkdownEditorLabels } from "./labels";
import type { ToolbarAction } from "./text-edits";

/** Toolbar order; the short glyph is what the button shows, the label is its accessible name. */
const BUTTONS: { action: ToolbarAction; glyph: string }[] = [
  { action: "heading1", glyph: "H1" },
  { action: "heading2", glyph: "H2" },
  { action: "heading3", glyph: "H3" },
  { action: "bold", glyph: "B" },
  { action: "italic", glyph: "I" },
  { action: "link", glyph: "🔗" },
  { action: "code", glyph: "</>" },
  { action: "bulletList", glyph: "•" },
  { action: "numberedList", glyph: "1." },
  { action: "quote", glyph: "❝" },
  { action: "spoiler", glyph: "▸" },
];

export function EditorToolbar({
  labels,
  disabled,
  onAction,
  onImage,
}: {
  labels: MarkdownEditorLabels;
  disabled: boolean;
  onAction: (action: ToolbarAction) => void;
  onImage: () => void;
}) {
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1">
      {BUTTONS.map(({ action, glyph }) => (
        <button
          key={action}
          type="button"
          title={labels.actions[action]}
          aria-label={labels.actions[action]}
          disabled={disabled}
          onClick={() => onAction(action)}
          className="rounded px-2 py-1 text-sm hover:bg-input disabled:opacity-50"
        >
          {glyph}
        </button>
      ))}
      <button
        type="button"
        title={labels.image}
        aria-label={labels.image}
        disabled={disabled}
        onClick={onImage}
        className="rounded px-2 py-1 text-sm hover:bg-input disabled:opacity-50"
      >
        🖼
      </button>
    </div>
  );
}
