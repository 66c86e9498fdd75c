"use client";

import { useEffect, useRef, useState } from "react";

import { Button } from "../components/button";
import { useFormat, useT } from "../i18n/client";
import { uploadMessages } from "./upload-messages";

/** What the form's route answers a request sent with `Accept: application/json`. */
interface Answer {
  location?: string;
  error?: string;
  fields?: Record<string, string>;
}

type State =
  | { kind: "idle" }
  | { kind: "uploading"; loaded: number; total: number }
  | { kind: "done" }
  | { kind: "refused"; message: string | null; status: number; problems: string[] }
  | { kind: "cancelled" };

const MIB = 1024 * 1024;

/** A control's visible label (or its name), to say which field a refusal is about. */
function labelOf(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name);
  const element = control instanceof RadioNodeList ? control[0] : control;
  const label = element && "labels" in element ? (element as HTMLInputElement).labels?.[0] : undefined;
  // The label wraps its control, so only its own text (before the control) names the field.
  const text = label?.firstChild?.textContent?.trim() || label?.textContent?.trim();
  return text || name;
}

/**
 * Progressive enhancement of a multipart upload form (without JavaScript the form posts as it always did): the
 * form is sent with XMLHttpRequest, because fetch cannot report upload progress, while a progress bar shows how
 * much is sent and a Cancel button aborts it. The route answers `Accept: application/json` with `{ location }`
 * (the browser goes there) or a 4xx `{ error, fields }`: the refusal is shown above the button and nothing else
 * changes, so what was typed and the chosen files stay in the form. Rendered inside the form it enhances.
 */
export function UploadProgress({ formId }: { formId: string }) {
  const t = useT(uploadMessages);
  const format = useFormat();
  const size = (bytes: number) =>
    bytes >= MIB
      ? t("mebibytes", { value: format.number(bytes / MIB, { maximumFractionDigits: 1 }) })
      : t("kibibytes", { value: format.number(Math.max(1, Math.round(bytes / 1024))) });
  const [state, setState] = useState<State>({ kind: "idle" });
  const request = useRef<XMLHttpRequest | null>(null);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const marked = new Set<Element>();
    const unmark = () => {
      for (const element of marked) element.removeAttribute("aria-invalid");
      marked.clear();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented || request.current) return;
      event.preventDefault();
      unmark();
      // The submitter's name and value (e.g. intent=icon) go with the form, as they do in a plain post.
      const body = new FormData(form, event.submitter);
      const xhr = new XMLHttpRequest();
      request.current = xhr;
      xhr.open("POST", form.action);
      xhr.setRequestHeader("Accept", "application/json");
      xhr.upload.addEventListener("progress", (progress) =>
        setState({ kind: "uploading", loaded: progress.loaded, total: progress.lengthComputable ? progress.total : 0 }),
      );
      xhr.addEventListener("load", () => {
        request.current = null;
        let answer: Answer = {};
        try {
          answer = JSON.parse(xhr.responseText) as Answer;
        } catch {
          // Not our JSON (a proxy's error page): said below as a failed upload.
        }
        if (xhr.status >= 200 && xhr.status < 300 && answer.location?.startsWith("/")) {
          setState({ kind: "done" });
          window.location.assign(answer.location);
          return;
        }
        if (xhr.status === 401 && answer.location?.startsWith("/")) {
          window.location.assign(answer.location);
          return;
        }
        const fields = answer.fields ?? {};
        for (const name of Object.keys(fields)) {
          const control = form.elements.namedItem(name);
          const element = control instanceof RadioNodeList ? control[0] : control;
          if (element instanceof Element) {
            element.setAttribute("aria-invalid", "true");
            marked.add(element);
          }
        }
        const problems = Object.entries(fields)
          .filter(([, message]) => message !== answer.error)
          .map(([name, message]) => `${labelOf(form, name)}: ${message}`);
        setState({
          kind: "refused",
          message: answer.error ?? null,
          status: xhr.status,
          problems,
        });
      });
      xhr.addEventListener("error", () => {
        request.current = null;
        setState({
          kind: "refused",
          message: null,
          status: 0,
          problems: [],
        });
      });
      xhr.addEventListener("abort", () => {
        request.current = null;
        setState({ kind: "cancelled" });
      });
      setState({ kind: "uploading", loaded: 0, total: 0 });
      xhr.send(body);
    };
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("submit", onSubmit);
      request.current?.abort();
    };
  }, [formId]);

  if (state.kind === "idle") return null;
  if (state.kind === "uploading" || state.kind === "done") {
    const loaded = state.kind === "uploading" ? state.loaded : 1;
    const total = state.kind === "uploading" ? state.total : 1;
    const percent = total > 0 ? Math.floor((loaded / total) * 100) : null;
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="upload-progress">
        <progress
          className="h-2 min-w-40 flex-1 accent-brand"
          aria-label={t("progressLabel")}
          max={100}
          value={percent ?? undefined}
        />
        <span role="status">
          {state.kind === "done"
            ? t("done")
            : percent === null
              ? t("uploading")
              : t("uploadingPart", { percent: format.number(percent), loaded: size(loaded), total: size(total) })}
        </span>
        {state.kind === "uploading" ? (
          <Button variant="secondary" onClick={() => request.current?.abort()}>
            {t("cancel")}
          </Button>
        ) : null}
      </div>
    );
  }
  if (state.kind === "cancelled") {
    return (
      <p role="status" className="text-sm" data-testid="upload-cancelled">
        {t("cancelled")}
      </p>
    );
  }
  // A div, not FormNotice's <p>: the field problems are a list.
  return (
    <div role="alert" className="text-sm text-danger" data-testid="upload-refused">
      <p>{state.message ?? (state.status ? t("failed", { status: String(state.status) }) : t("unreachable"))}</p>
      {state.problems.length ? (
        <ul className="list-disc pl-5">
          {state.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
