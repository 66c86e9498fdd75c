"use client";

import { useEffect, useState } from "react";

/** Says "hydrated" once React ran in the browser: the page's own (nonce-carrying) scripts were allowed. */
export function HydrationMark() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <output data-testid="hydration">{hydrated ? "hydrated" : "server"}</output>;
}
