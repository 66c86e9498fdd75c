"use client";

import { useEffect, useRef } from "react";

import { useSafeNavigate } from "@hopper/ui/navigation/use-safe-navigate";

/** The opposite box of a filter pair: `x` ↔ `!x`. */
const opposite = (value: string) => (value.startsWith("!") ? value.slice(1) : `!${value}`);

/**
 * The listing's filter form. Without JavaScript it is a plain GET form submitted by its Apply button. With it,
 * every change applies at once through a client-side navigation (the results are rendered on the server; the
 * page is not reloaded), built from the form's own fields so the URL is exactly what the no-JS form sends.
 *
 * `stateKey` (the listing's URL) remounts the fields when the page's state changes — back/forward, a removed
 * chip, "Clear filters" — so a box never shows a stale tick; focus goes back to the box that was changed.
 */
export function FilterForm({
  action,
  stateKey,
  className,
  children,
}: {
  action: string;
  stateKey: string;
  className?: string;
  children: React.ReactNode;
}) {
  const navigate = useSafeNavigate();
  const form = useRef<HTMLFormElement>(null);
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    const value = refocus.current;
    refocus.current = null;
    if (value === null) return;
    const box = [...(form.current?.querySelectorAll("input") ?? [])].find((input) => input.value === value);
    box?.focus();
  }, [stateKey]);

  const apply = (element: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(element)) {
      // The "any environment" radio sends an empty value; the URL leaves it out.
      if (typeof value === "string" && value !== "") params.append(name, value);
    }
    const query = params.toString();
    window.dispatchEvent(new Event("hopper:navigation-start"));
    navigate(query ? `${action}?${query}` : action);
  };

  return (
    <form
      key={stateKey}
      ref={form}
      action={action}
      method="get"
      className={className}
      onChange={(event) => {
        const target = event.target;
        if (!(target instanceof HTMLInputElement)) return;
        // Including and excluding one filter exclude each other.
        if (target.type === "checkbox" && target.checked && target.name === "f") {
          const other = [...event.currentTarget.querySelectorAll("input")].find(
            (input) => input.name === "f" && input.value === opposite(target.value),
          );
          if (other) other.checked = false;
        }
        refocus.current = target.value;
        apply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
