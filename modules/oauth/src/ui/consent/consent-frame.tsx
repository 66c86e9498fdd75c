import type { ReactNode } from "react";

import { cardClassName } from "@hopper/ui/components/card";
import { HopperMark } from "@hopper/ui/components/hopper-mark";

/**
 * The consent screen's own frame: the page uses the empty layout, so nothing but Hopper's mark and this card is on
 * it (no menus, banners or other modules' slots that an app's name or icon could be confused with).
 */
export function ConsentFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-6 px-4 py-12">
      <HopperMark className="size-10" />
      <section className={cardClassName({ padding: "lg", className: "flex w-full flex-col gap-5" })}>
        {children}
      </section>
    </div>
  );
}
