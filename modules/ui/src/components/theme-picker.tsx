"use client";

import { useRef } from "react";

import { setThemeAction } from "../preferences/actions";
import { THEMES, themeClassName } from "../preferences/theme";
import type { DarkTheme, Theme } from "../preferences/theme";

export interface ThemePickerLabels {
  legend: string;
  apply: string;
  themes: Record<Theme, string>;
}

/**
 * Theme choice as a plain form posting to a server action, so it works without JavaScript (the button
 * submits). With JavaScript the page recolours at once and the form submits itself; the server then
 * stores the cookie and renders the new theme on every later request.
 */
export function ThemePicker({
  current,
  preferredDarkTheme,
  labels,
  compact = false,
}: {
  current: Theme;
  preferredDarkTheme: DarkTheme;
  labels: ThemePickerLabels;
  compact?: boolean;
}) {
  const form = useRef<HTMLFormElement>(null);

  const onChange = (theme: Theme) => {
    const dark = theme === "dark" || theme === "oled" || theme === "retro" ? theme : preferredDarkTheme;
    document.documentElement.className = themeClassName(theme, dark);
    form.current?.requestSubmit();
  };

  return (
    <form ref={form} action={setThemeAction} data-testid="theme-picker">
      <fieldset className={compact ? "flex flex-wrap items-center gap-x-3 gap-y-1" : "flex flex-col gap-2"}>
        <legend className={compact ? "sr-only" : "mb-2 font-semibold"}>{labels.legend}</legend>
        {THEMES.map((theme) => (
          <label key={theme} className="flex cursor-pointer items-center gap-1.5 text-sm">
            <input
              type="radio"
              name="theme"
              value={theme}
              defaultChecked={theme === current}
              onChange={() => onChange(theme)}
              className="accent-[var(--color-brand)]"
            />
            {labels.themes[theme]}
          </label>
        ))}
        <noscript>
          <button type="submit" className="rounded border border-divider px-2 py-0.5 text-sm">
            {labels.apply}
          </button>
        </noscript>
      </fieldset>
    </form>
  );
}
