"use client";

import { useState } from "react";

import { Button } from "@hopper/ui/components/button";
import { useT } from "@hopper/ui/i18n/client";

import { consoleMessages } from "./console-messages";

/** The address players join, with a button that copies it (the address stays selectable without JavaScript). */
export function CopyAddress({ address }: { address: string }) {
  const t = useT(consoleMessages);
  const [copied, setCopied] = useState(false);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <code className="font-mono" data-testid="server-address-value">
        {address}
      </code>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t("copyLabel", { address })}
        data-testid="copy-address"
        onClick={() => {
          void navigator.clipboard?.writeText(address).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        <span aria-live="polite">{copied ? t("copied") : t("copy")}</span>
      </Button>
    </span>
  );
}
