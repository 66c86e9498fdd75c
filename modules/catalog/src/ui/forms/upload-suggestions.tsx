"use client";

import { useEffect, useState } from "react";

interface Suggestion {
  loaders?: string[];
  gameVersions?: string[];
  dependencies?: { dependencyType: string; projectSlug?: string }[];
  error?: string;
}

/**
 * Enhances the upload form: when a file is chosen, asks the server what its metadata says and pre-fills the
 * loaders, game versions and dependencies (the form works without this).
 */
export function UploadSuggestions({ formId, projectType }: { formId: string; projectType: string }) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const input = form?.querySelector<HTMLInputElement>('input[type="file"][name="files"]');
    if (!form || !input) return;
    const onChange = async () => {
      const file = input.files?.[0];
      if (!file) return;
      setMessage("Reading the file's metadata…");
      const body = new FormData();
      body.set("file", file);
      body.set("projectType", projectType);
      const result = (await fetch("/api/catalog/suggest", { method: "POST", body })
        .then((response) => response.json())
        .catch(() => ({ error: "Could not read the file." }))) as Suggestion;
      if (result.error) {
        setMessage(result.error);
        return;
      }
      for (const box of form.querySelectorAll<HTMLInputElement>('input[name="loaders"]')) {
        if (result.loaders?.includes(box.value)) box.checked = true;
      }
      const select = form.querySelector<HTMLSelectElement>('select[name="gameVersions"]');
      for (const option of select?.options ?? []) {
        if (result.gameVersions?.includes(option.value)) option.selected = true;
      }
      const deps = form.querySelector<HTMLTextAreaElement>('textarea[name="dependencies"]');
      if (deps && !deps.value && result.dependencies?.length) {
        deps.value = result.dependencies
          .filter((dependency) => dependency.projectSlug)
          .map((dependency) => `${dependency.dependencyType} ${dependency.projectSlug}`)
          .join("\n");
      }
      const parts = [
        result.loaders?.length ? `loaders ${result.loaders.join(", ")}` : null,
        result.gameVersions?.length ? `${result.gameVersions.length} game versions` : null,
        result.dependencies?.length ? `${result.dependencies.length} dependencies` : null,
      ].filter(Boolean);
      setMessage(
        parts.length ? `Filled in from the file: ${parts.join(", ")}.` : "The file names no loaders or versions.",
      );
    };
    input.addEventListener("change", onChange);
    return () => input.removeEventListener("change", onChange);
  }, [formId, projectType]);
  return message ? (
    <p role="status" className="text-sm" data-testid="upload-suggestions">
      {message}
    </p>
  ) : null;
}
