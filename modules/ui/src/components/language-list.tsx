"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";

import { applyLanguageAction } from "../i18n/actions";
import { isLoadable, LANGUAGES } from "../i18n/languages";

export interface LanguageListLabels {
  legend: string;
  loadError: string;
  applying: string;
  unavailable: string;
}

type Status = { state: "idle" } | { state: "applying"; code: string } | { state: "error"; code: string };

/**
 * Every listed interface language. Only those with a catalogue (en-US today) can be chosen; picking another
 * shows the spec's load-failure message instead of silently doing nothing.
 */
export function LanguageList({ current, labels }: { current: string; labels: LanguageListLabels }) {
  const router = useRouter();
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [, startTransition] = useTransition();

  const choose = (code: string) => {
    if (code === current) return;
    if (!isLoadable(code)) {
      setStatus({ state: "error", code });
      return;
    }
    setStatus({ state: "applying", code });
    startTransition(async () => {
      const result = await applyLanguageAction(code);
      if (!result.ok) {
        setStatus({ state: "error", code });
        return;
      }
      setStatus({ state: "idle" });
      router.refresh();
    });
  };

  return (
    <fieldset className="flex flex-col gap-1" data-testid="language-list">
      <legend className="mb-2 font-semibold">{labels.legend}</legend>
      {LANGUAGES.map((language) => {
        const loadable = isLoadable(language.code);
        return (
          <div key={language.code} className="flex flex-col">
            <label
              className={`flex items-center gap-2 rounded px-2 py-1 ${loadable ? "cursor-pointer" : "text-secondary"}`}
            >
              <input
                type="radio"
                name="language"
                value={language.code}
                checked={language.code === current}
                aria-disabled={!loadable}
                onChange={() => choose(language.code)}
                className="accent-[var(--color-brand)]"
              />
              <span lang={language.code}>{language.nativeName}</span>
              {language.nativeName !== language.englishName ? (
                <span className="text-xs text-secondary">{language.englishName}</span>
              ) : null}
              {!loadable ? <span className="ml-auto text-xs">{labels.unavailable}</span> : null}
              {status.state === "applying" && status.code === language.code ? (
                <span className="ml-auto text-xs" role="status">
                  {labels.applying}
                </span>
              ) : null}
            </label>
            {status.state === "error" && status.code === language.code ? (
              <p role="alert" className="px-2 text-sm text-danger">
                {labels.loadError}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
