"use client";

import { useCallback, useId, useRef, useState } from "react";
import type { ChangeEvent, ClipboardEvent, DragEvent } from "react";

import { checkEditorImageSize } from "./image-size-limit";
import type { MarkdownEditorLabels } from "./labels";
import { useEditorLabels } from "./use-editor-labels";
import { applyToolbarAction, insertImage } from "./text-edits";
import type { TextState, ToolbarAction } from "./text-edits";
import { EditorToolbar } from "./toolbar";
import { usePreview } from "./use-preview";

export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Server-side rendering of the preview with the same pipeline as published pages. */
  renderPreview: (source: string) => Promise<string>;
  /** Stores an image (already checked against the 1 MiB limit) and returns its public URL. */
  uploadImage: (file: File) => Promise<string>;
  /** Form field name, so the editor also submits without JavaScript-driven state. */
  name?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  labels?: MarkdownEditorLabels;
  /** The text area's accessible name when no `<label htmlFor={id}>` names it. */
  ariaLabel?: string;
  /** Stable test ids for a page's browser tests: the text area and the preview pane. */
  textareaTestId?: string;
  previewTestId?: string;
}

/**
 * The Markdown editor used for descriptions, changelogs, reports and messages: a textarea with a
 * formatting toolbar, a server-rendered preview tab and image upload (button, paste or drop).
 */
export function MarkdownEditor({
  value,
  onChange,
  renderPreview,
  uploadImage,
  name,
  id,
  placeholder,
  disabled = false,
  maxLength,
  labels: given,
  ariaLabel,
  textareaTestId,
  previewTestId,
}: MarkdownEditorProps) {
  const catalogueLabels = useEditorLabels();
  const labels = given ?? catalogueLabels;
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const preview = usePreview(value, tab === "preview", renderPreview);

  const currentState = useCallback((): TextState => {
    const element = textarea.current;
    return {
      value,
      selectionStart: element?.selectionStart ?? value.length,
      selectionEnd: element?.selectionEnd ?? value.length,
    };
  }, [value]);

  const commit = useCallback(
    (next: TextState) => {
      onChange(next.value);
      // Restore the selection after React has written the new value into the textarea.
      requestAnimationFrame(() => {
        textarea.current?.focus();
        textarea.current?.setSelectionRange(next.selectionStart, next.selectionEnd);
      });
    },
    [onChange],
  );

  const onAction = (action: ToolbarAction) => commit(applyToolbarAction(action, currentState()));

  const upload = async (file: File) => {
    setError(null);
    const size = checkEditorImageSize(file);
    if (!size.ok) {
      setError(labels.fileTooLarge);
      return;
    }
    const before = currentState();
    setUploading(true);
    try {
      const url = await uploadImage(file);
      commit(insertImage(before, url, file.name));
    } catch {
      setError(labels.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) void upload(file);
  };

  const imageFrom = (files: FileList | undefined): File | undefined =>
    Array.from(files ?? []).find((file) => file.type.startsWith("image/"));

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = imageFrom(event.clipboardData.files);
    if (!file) return;
    event.preventDefault();
    void upload(file);
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = imageFrom(event.dataTransfer.files);
    if (!file) return;
    event.preventDefault();
    void upload(file);
  };

  const busy = disabled || uploading;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="tablist" className="flex gap-1">
          {(["write", "preview"] as const).map((which) => (
            <button
              key={which}
              type="button"
              role="tab"
              aria-selected={tab === which}
              onClick={() => setTab(which)}
              className="rounded px-3 py-1 text-sm aria-selected:bg-input aria-selected:font-semibold"
            >
              {labels[which]}
            </button>
          ))}
        </div>
        {tab === "write" && (
          <EditorToolbar
            labels={labels}
            disabled={busy}
            onAction={onAction}
            onImage={() => fileInput.current?.click()}
          />
        )}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        onChange={onFileChosen}
      />
      <textarea
        ref={textarea}
        id={textareaId}
        aria-label={ariaLabel}
        data-testid={textareaTestId}
        name={name}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        hidden={tab !== "write"}
        onChange={(event) => onChange(event.target.value)}
        onPaste={onPaste}
        onDrop={onDrop}
        rows={16}
        className="min-h-64 w-full rounded-md bg-input p-3 font-mono text-sm"
      />
      {tab === "preview" && (
        <div data-testid={previewTestId}>
          <PreviewPane state={preview} labels={labels} />
        </div>
      )}
      {uploading && <p className="text-sm text-secondary">{labels.uploading}</p>}
      {error !== null && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function PreviewPane({ state, labels }: { state: ReturnType<typeof usePreview>; labels: MarkdownEditorLabels }) {
  if (state.status === "failed") return <p role="alert">{labels.previewFailed}</p>;
  if (state.status !== "ready") return <p className="text-secondary">{labels.previewLoading}</p>;
  if (state.html === "") return <p className="text-secondary">{labels.previewEmpty}</p>;
  // The HTML comes from the server's sanitising pipeline, the same one that renders published pages.
  return <div className="markdown-body min-h-64" dangerouslySetInnerHTML={{ __html: state.html }} />;
}
