"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";

import { useT } from "@hopper/ui/i18n/client";

import { versionBulkEditMessages } from "../messages/version-bulk-edit";

const subscribeNever = () => () => {};

/**
 * The versions table's header checkbox: ticks every row's checkbox of the bulk edit form, or clears them when all
 * are ticked; it shows checked, unchecked or mixed (`indeterminate`, which only script can set) as the rows change.
 * A native checkbox, so Space toggles it and screen readers announce the mixed state. It needs JavaScript, so the
 * server renders it hidden and only the browser shows it; without JavaScript the rows are ticked one by one.
 */
export function BulkSelectAll({ formId }: { formId: string }) {
  const t = useT(versionBulkEditMessages);
  const box = useRef<HTMLInputElement>(null);
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  useEffect(() => {
    const header = box.current;
    if (!header) return;
    const rows = () =>
      [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="versionIds"]')].filter(
        (row) => row.form?.id === formId,
      );
    const sync = () => {
      const all = rows();
      const ticked = all.filter((row) => row.checked).length;
      header.checked = all.length > 0 && ticked === all.length;
      header.indeterminate = ticked > 0 && ticked < all.length;
    };
    const onRowChange = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.name === "versionIds" && target.form?.id === formId) sync();
    };
    const onHeaderChange = () => {
      const all = rows();
      const tick = !all.every((row) => row.checked);
      for (const row of all) row.checked = tick;
      sync();
    };
    header.addEventListener("change", onHeaderChange);
    document.addEventListener("change", onRowChange);
    // The browser may have restored ticks from the back/forward cache or a reload.
    sync();
    return () => {
      header.removeEventListener("change", onHeaderChange);
      document.removeEventListener("change", onRowChange);
    };
  }, [formId]);
  return (
    <input
      ref={box}
      type="checkbox"
      hidden={!inBrowser}
      aria-label={t("chooseAll")}
      data-testid="bulk-select-all"
      className="h-6 w-6"
    />
  );
}
