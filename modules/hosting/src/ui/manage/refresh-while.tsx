"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Re-renders the page from the server every few seconds (a server component refresh, no full reload) while a server
 * is being set up, so its page turns ready by itself once the install has finished. Without JavaScript the page
 * simply shows the state it was loaded in.
 */
export function RefreshWhileSettingUp({ everyMs = 3000 }: { everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
