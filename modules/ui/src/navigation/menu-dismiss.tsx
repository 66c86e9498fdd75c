"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Marks a `<details>` as a drop-down menu that {@link MenuDismiss} closes. */
export const MENU_ATTRIBUTE = "data-menu";

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>(`details[${MENU_ATTRIBUTE}][open]`)];

/**
 * The drop-down menus are native disclosures (`<details data-menu>`: they open without JavaScript), which on
 * their own stay open until their summary is clicked again. With JavaScript they close as menus do: on Escape
 * (focus returns to the menu's button), on a click or tap outside them, when one of their links is chosen, and
 * after a navigation, since the header stays mounted across client-side page changes.
 */
export function MenuDismiss() {
  const pathname = usePathname();
  // The path this component last saw: a menu opened before the page's script ran stays open when it starts
  // (closing every open menu on the first run snapped shut a menu someone had just opened); only a navigation
  // closes them.
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    for (const menu of openMenus()) menu.open = false;
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const menu of openMenus()) {
        const hadFocus = menu.contains(document.activeElement);
        menu.open = false;
        if (hadFocus) menu.querySelector("summary")?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
    };
    // A chosen entry closes its menu also when it leads to the page already shown (no path change).
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a");
      if (!link) return;
      for (const menu of openMenus()) if (menu.contains(link)) menu.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("click", onClick);
    // Says the menus now close on Escape and outside clicks: a key pressed before this ran reached no handler,
    // so the browser tests wait for it instead of guessing when the page has hydrated.
    document.documentElement.dataset.menuDismiss = "armed";
    return () => {
      delete document.documentElement.dataset.menuDismiss;
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return null;
}
