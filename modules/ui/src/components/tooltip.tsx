"use client";

import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";

/** Tooltip defaults from the spec (section 9): show after 200 ms, 5 px from the trigger. */
export const TOOLTIP_DELAY_MS = 200;
export const TOOLTIP_DISTANCE_PX = 5;

/**
 * A hover/focus tooltip. Load it only in client components that need it; the shell itself stays free of
 * Radix so the home page ships less script.
 */
export function Tooltip({
  content,
  children,
  side = "top",
}: {
  content: ReactNode;
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
}) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={TOOLTIP_DISTANCE_PX}
            className="z-50 max-w-xs rounded-md bg-primary px-2 py-1 text-xs text-bg shadow"
          >
            {content}
            <RadixTooltip.Arrow className="fill-[var(--color-text)]" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
