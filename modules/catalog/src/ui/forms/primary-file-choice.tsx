"use client";

import { useEffect, useState } from "react";

import { useT } from "@hopper/ui/i18n/client";

import { versionFormMessages } from "../messages/version-form";

/**
 * Enhances the upload form: once several files are chosen, lists them so the uploader can pick the primary
 * file (the first one is preselected, which is also what the server takes when nothing is sent).
 */
export function PrimaryFileChoice({ formId }: { formId: string }) {
  const t = useT(versionFormMessages);
  const [names, setNames] = useState<string[]>([]);
  const [chosen, setChosen] = useState("");
  useEffect(() => {
    const input = document.getElementById(formId)?.querySelector<HTMLInputElement>('input[type="file"][name="files"]');
    if (!input) return;
    const onChange = () => {
      const files = [...(input.files ?? [])].map((file) => file.name);
      setNames(files);
      setChosen(files[0] ?? "");
    };
    input.addEventListener("change", onChange);
    // Files chosen before the page's script ran fired their change unheard.
    if (input.files?.length) onChange();
    return () => input.removeEventListener("change", onChange);
  }, [formId]);
  if (names.length < 2) return null;
  return (
    <fieldset className="flex flex-col gap-1 text-sm" data-testid="primary-file-choice">
      <legend className="font-semibold">{t("primaryFile")}</legend>
      {names.map((name) => (
        <label key={name}>
          <input
            type="radio"
            name="primaryFile"
            value={name}
            checked={chosen === name}
            onChange={() => setChosen(name)}
          />{" "}
          <span dir="auto">{name}</span>
        </label>
      ))}
    </fieldset>
  );
}
