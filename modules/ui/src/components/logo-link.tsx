"use client";

import { useRef } from "react";

import { useT } from "../i18n/client";
import { shellMessages } from "../i18n/messages/en-US";
import { toast } from "../toasts/toast";
import { useDeveloperMode } from "../preferences/developer-mode";
import { HopperMark } from "./hopper-mark";
import { ShellLink as Link } from "./shell-link";

/** Clicks on the logo that toggle developer mode (spec section 9). */
export const DEVELOPER_MODE_CLICKS = 5;

export interface LogoLabels {
  home: string;
  developerModeOn: string;
  developerModeOff: string;
}

/**
 * The header logo, a link home. Clicking it five times flips developer mode, which shows internal IDs and
 * tools across the site. It is a client-side link so the layout (and the click count) survives each click.
 */
export function LogoLink({ labels }: { labels: LogoLabels }) {
  const clicks = useRef(0);
  const { enabled, toggle } = useDeveloperMode();
  const t = useT(shellMessages);

  const onClick = () => {
    clicks.current += 1;
    if (clicks.current < DEVELOPER_MODE_CLICKS) return;
    clicks.current = 0;
    toggle();
    toast({ type: "success", text: enabled ? labels.developerModeOff : labels.developerModeOn });
  };

  return (
    <Link
      href="/"
      onClick={onClick}
      aria-label={labels.home}
      data-testid="logo"
      className="flex items-center gap-2 rounded-lg font-bold"
    >
      <HopperMark />
      <span className="text-lg tracking-tight" aria-hidden="true">
        {t("brand")}
      </span>
    </Link>
  );
}
