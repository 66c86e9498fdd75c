"use client";

import * as RadixPopover from "@radix-ui/react-popover";
import type { ReactNode } from "react";

/**
 * The two popover themes of the spec (section 9): menus that open below and to the right edge
 * ("bottom-end", 8 px away) and ones anchored at the left edge ("bottom-start").
 */
export const POPOVER_THEMES = {
  "bottom-end": { side: "bottom", align: "end", sideOffset: 8 },
  "bottom-start": { side: "bottom", align: "start", sideOffset: 0 },
} as const;

export type PopoverTheme = keyof typeof POPOVER_THEMES;

export function Popover({
  trigger,
  children,
  theme = "bottom-end",
  label,
}: {
  trigger: ReactNode;
  children: ReactNode;
  theme?: PopoverTheme;
  /** Accessible name of the popover content. */
  label: string;
}) {
  const placement = POPOVER_THEMES[theme];
  return (
    <RadixPopover.Root>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          side={placement.side}
          align={placement.align}
          sideOffset={placement.sideOffset}
          className="z-50 min-w-48 rounded-lg border border-divider bg-raised p-2 shadow-lg"
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
