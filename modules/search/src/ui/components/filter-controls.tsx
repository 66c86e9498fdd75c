import type { ListingState } from "../listing-state";
import { getSearchT } from "../search-t";

// Issue 14: the filters are form controls with real state (checkboxes and radios), not links carrying
// `aria-pressed` (which links may not have). They live in one GET form (filter-form.tsx), so without
// JavaScript they still work through its Apply button; with it, each change applies at once.

/** Every row is at least 32 px tall: a finger can hit it on a phone (WCAG asks 24 px). */
const ROW = "flex min-h-8 flex-1 cursor-pointer items-center gap-2 rounded px-2 hover:bg-raised";

/**
 * One filter: a checkbox that includes it and, when `excludable`, a second one ("Exclude …", shown as −) that
 * excludes it. The form unticks the other box of the pair when one is ticked; a request carrying both (a
 * no-JavaScript visitor ticking both) keeps the exclusion (listing-state.ts).
 */
export async function FilterOption({
  state,
  token,
  label,
  title,
  excludable = true,
}: {
  state: ListingState;
  token: string;
  label: string;
  title?: string;
  excludable?: boolean;
}) {
  const included = state.filters.includes(token);
  const excluded = state.filters.includes(`!${token}`);
  const t = await getSearchT();
  return (
    <li className="flex items-center gap-1 text-sm">
      <label className={`${ROW} has-[:checked]:font-semibold`} title={title}>
        <input type="checkbox" name="f" value={token} defaultChecked={included} />
        <span className={excluded ? "line-through opacity-70" : undefined}>{label}</span>
      </label>
      {excludable ? (
        <label
          title={excluded ? t("filters.stopExcluding") : t("filters.exclude")}
          className="relative flex size-8 shrink-0 items-center justify-center rounded text-secondary hover:bg-raised has-[:checked]:bg-danger has-[:checked]:text-on-danger"
        >
          {/* The box covers its whole 32 px target; the − drawn over it lets taps through to it. */}
          <input
            type="checkbox"
            name="f"
            value={`!${token}`}
            defaultChecked={excluded}
            aria-label={t("filters.excludeOption", { label })}
            className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded"
          />
          <span aria-hidden="true" className="pointer-events-none relative">
            −
          </span>
        </label>
      ) : null}
    </li>
  );
}

/** One choice of a group whose choices exclude each other (the environment): a radio button. */
export function FilterChoice({ value, chosen, label }: { value: string; chosen: boolean; label: string }) {
  return (
    <li className="flex text-sm">
      <label className={`${ROW} has-[:checked]:font-semibold`}>
        <input type="radio" name="f" value={value} defaultChecked={chosen} />
        {label}
      </label>
    </li>
  );
}

/** A collapsible group of filters; a fieldset, so a screen reader names the group of each control. */
export function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details open className="flex flex-col gap-1">
      <summary className="cursor-pointer py-1.5 text-sm font-bold">{title}</summary>
      <fieldset>
        <legend className="sr-only">{title}</legend>
        <ul className="mt-1 flex flex-col gap-0.5">{children}</ul>
      </fieldset>
    </details>
  );
}
