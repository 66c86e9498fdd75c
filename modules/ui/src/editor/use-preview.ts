"use client";

import { useEffect, useRef, useState } from "react";

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
  // Held in a ref: callers often pass an inline function, whose identity changes on every render and
  // would otherwise re-request the preview in a loop.
  const render = useRef(renderPreview);
  useEffect(() => {
    render.current = renderPreview;
  }, [renderPreview]);

  useEffect(() => {
    if (!active) return;
    let current = true;
    setState({ status: "loading" });
    render.current(source).then(
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
  }, [source, active]);
  return state;
}
