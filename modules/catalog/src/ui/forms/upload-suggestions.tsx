"use client";

import { useEffect, useRef, useState } from "react";

import { useFormat, useT } from "@hopper/ui/i18n/client";

import { uploadSuggestionMessages } from "../messages/upload-suggestions";

interface Suggestion {
  versionNumber?: string;
  name?: string;
  loaders?: string[];
  gameVersions?: string[];
  dependencies?: { dependencyType: string; projectSlug?: string; onHopper?: boolean }[];
  error?: string;
}

/**
 * Enhances the upload form: when a file is chosen, asks the server what its metadata says (one reader for
 * every format, the same the upload's checks run) and pre-fills the version number, name, loaders, game
 * versions and dependencies. Everything stays editable; a field the creator typed in is never overwritten
 * (only an empty one, or one still holding what an earlier chosen file filled in). The form works without this.
 */
export function UploadSuggestions({ formId, projectType }: { formId: string; projectType: string }) {
  const t = useT(uploadSuggestionMessages);
  const format = useFormat();
  const [message, setMessage] = useState<string | null>(null);
  // What this component last wrote into each text field, so a later file may replace its own values only.
  const filled = useRef(new Map<string, string>());
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const input = form?.querySelector<HTMLInputElement>('input[type="file"][name="files"]');
    if (!form || !input) return;
    const fillText = (selector: string, key: string, value: string | undefined) => {
      const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
      if (!field || !value) return false;
      if (field.value && field.value !== filled.current.get(key)) return false;
      field.value = value;
      filled.current.set(key, value);
      return true;
    };
    const onChange = async () => {
      const file = input.files?.[0];
      if (!file) return;
      setMessage(t("reading"));
      const body = new FormData();
      body.set("file", file);
      body.set("projectType", projectType);
      const result = (await fetch("/api/catalog/suggest", { method: "POST", body })
        .then((response) => response.json())
        .catch(() => ({ error: t("unreadable") }))) as Suggestion;
      if (result.error) {
        setMessage(result.error);
        return;
      }
      const parts: string[] = [];
      let loaders = 0;
      for (const box of form.querySelectorAll<HTMLInputElement>('input[name="loaders"]')) {
        if (result.loaders?.includes(box.value)) {
          box.checked = true;
          loaders++;
        }
      }
      if (loaders > 0) parts.push(t("loaders", { value: format.list(result.loaders ?? []) }));
      const select = form.querySelector<HTMLSelectElement>('select[name="gameVersions"]');
      let versions = 0;
      for (const option of select?.options ?? []) {
        if (result.gameVersions?.includes(option.value)) {
          option.selected = true;
          versions++;
        }
      }
      if (versions > 0) parts.push(t("gameVersions", { count: versions }));
      if (fillText('input[name="versionNumber"]', "versionNumber", result.versionNumber)) {
        parts.push(t("versionNumber", { value: result.versionNumber ?? "" }));
      }
      if (fillText('input[name="name"]', "name", result.name)) parts.push(t("name", { value: result.name ?? "" }));
      // Only dependencies that are projects here are filled in: the upload refuses an unknown one.
      const named = (result.dependencies ?? []).filter((dependency) => dependency.projectSlug && dependency.onHopper);
      const elsewhere = (result.dependencies ?? []).flatMap((dependency) =>
        dependency.projectSlug && dependency.onHopper === false ? [dependency.projectSlug] : [],
      );
      const lines = named.map((dependency) => `${dependency.dependencyType} ${dependency.projectSlug}`).join("\n");
      if (fillText('textarea[name="dependencies"]', "dependencies", lines)) {
        parts.push(t("dependencies", { count: named.length }));
      }
      if (elsewhere.length > 0) parts.push(t("notOnHopper", { value: format.list(elsewhere) }));
      setMessage(parts.length ? t("filled", { parts: format.list(parts, { type: "conjunction" }) }) : t("nothing"));
    };
    input.addEventListener("change", onChange);
    return () => input.removeEventListener("change", onChange);
  }, [formId, projectType, t, format]);
  return message ? (
    <p role="status" className="text-sm" data-testid="upload-suggestions">
      {message}
    </p>
  ) : null;
}
