"use client";

import { Button } from "@hopper/ui/components/button";

/** Opens the browser's print dialog (without JavaScript the browser's own Print does the same). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="secondary" size="sm" className="print:hidden" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
