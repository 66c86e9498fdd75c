"use client";

import { useSafeNavigate } from "@hopper/ui/navigation/use-safe-navigate";

export interface NavigatingOption {
  value: string;
  label: string;
  /** The listing's URL with this value chosen, built on the server from the page's state. */
  href: string;
}

/**
 * A select that applies its choice at once: on change it navigates client-side to the option's URL. It keeps
 * its `name`, so inside the search form it is also submitted by the Search button, which is how it works
 * without JavaScript.
 */
export function NavigatingSelect({
  name,
  value,
  options,
  label,
  className,
}: {
  name: string;
  value: string;
  options: NavigatingOption[];
  label?: string;
  className?: string;
}) {
  const navigate = useSafeNavigate();
  return (
    <select
      // Remounted when the page's state changes (back/forward), so it never shows a stale choice.
      key={value}
      name={name}
      defaultValue={value}
      aria-label={label}
      className={className}
      onChange={(event) => {
        const option = options.find((o) => o.value === event.currentTarget.value);
        if (!option) return;
        // The loading bar starts on link clicks by itself; a programmatic navigation announces itself.
        window.dispatchEvent(new Event("hopper:navigation-start"));
        // through the shell's checks: a full load instead when a newer build of the site is out
        navigate(option.href);
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
