"use client";

import { useEffect, useState } from "react";

export type PreviewState =
  { status: "idle" } | { status: "loading" } | { status: "ready"; html: string } | { status: "failed" };

/**
 * Asks the server for the rendered HTML while the preview tab is open. Rendering happens on the
 * server with the same pipeline as published pages, so the preview cannot differ from the result.
 * A response for an older text is ignored when the text changed meanwhile.
 */
export function usePreview(
  source: string,
  active: boolean,
  renderPreview: (source: string) => Promise<string>,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: "idle" });
  useEffect(() => {
    if (!active) return;
    let current = true;
    setState({ status: "loading" });
    renderPreview(source).then(
      (html) => {
        if (current) setState({ status: "ready", html });
      },
      () => {
        if (current) setState({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [source, active, renderPreview]);
  return state;
}
