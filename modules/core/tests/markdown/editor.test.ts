/** The editor's pure parts: the 1 MiB image check and the toolbar's Markdown edits. */
import { describe, expect, it } from "vitest";
import {
  checkEditorImageSize,
  FILE_TOO_LARGE_MESSAGE,
  MAX_EDITOR_IMAGE_BYTES,
} from "../../../ui/src/editor/image-size-limit";
import { applyToolbarAction, insertImage } from "../../../ui/src/editor/text-edits";
import type { TextState, ToolbarAction } from "../../../ui/src/editor/text-edits";

describe("editor image size check", () => {
  it("allows exactly 1 MiB", () => {
    expect(MAX_EDITOR_IMAGE_BYTES).toBe(1_048_576);
    expect(checkEditorImageSize({ size: 1_048_576 })).toEqual({ ok: true });
    expect(checkEditorImageSize({ size: 0 })).toEqual({ ok: true });
  });

  it("refuses one byte more with 'File too large'", () => {
    expect(checkEditorImageSize({ size: 1_048_577 })).toEqual({ ok: false, message: "File too large" });
    expect(FILE_TOO_LARGE_MESSAGE).toBe("File too large");
  });

  it("works on real File objects", () => {
    expect(checkEditorImageSize(new File([new Uint8Array(MAX_EDITOR_IMAGE_BYTES + 1)], "a.png")).ok).toBe(false);
  });
});

/** `[` and `]` mark the selection in these fixtures. */
function state(marked: string): TextState {
  const selectionStart = marked.indexOf("[");
  const selectionEnd = marked.indexOf("]") - 1;
  return { value: marked.replace("[", "").replace("]", ""), selectionStart, selectionEnd };
}

function mark({ value, selectionStart, selectionEnd }: TextState): string {
  return `${value.slice(0, selectionStart)}[${value.slice(selectionStart, selectionEnd)}]${value.slice(selectionEnd)}`;
}

describe("toolbar edits", () => {
  it.each<[ToolbarAction, string, string]>([
    ["heading1", "a [title]", "[# a title]"],
    ["heading2", "# [old]", "[## old]"],
    ["heading3", "x[]", "[### x]"],
    ["bold", "a [word] b", "a **[word]** b"],
    ["bold", "a [] b", "a **[bold text]** b"],
    ["italic", "[word]", "_[word]_"],
    ["link", "[site]", "[[site]](https://)"],
    ["code", "run [npm]", "run `[npm]`"],
    ["code", "[a\nb]", "```\n[a\nb]\n```"],
    ["bulletList", "[one\ntwo]", "[- one\n- two]"],
    ["numberedList", "[one\ntwo]", "[1. one\n2. two]"],
    ["quote", "x\n[said]", "x\n[> said]"],
    ["spoiler", "[secret]", "<details>\n<summary>Spoiler</summary>\n\n[secret]\n\n</details>"],
  ])("%s: %j → %j", (action, before, after) => {
    expect(mark(applyToolbarAction(action, state(before)))).toBe(after);
  });

  it("inserts an uploaded image at the cursor", () => {
    const next = insertImage(state("see []here"), "https://cdn.hopper.test/i.png", "shot.png");
    expect(next.value).toBe("see ![shot.png](https://cdn.hopper.test/i.png)here");
    expect(next.selectionStart).toBe(next.selectionEnd);
  });
});
