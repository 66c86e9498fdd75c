"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import type { ComponentProps } from "react";

import { shouldSkipPrefetch } from "../navigation/prefetch-policy";
import type { ConnectionInfo } from "../navigation/prefetch-policy";

type NetworkConnection = ConnectionInfo & EventTarget;

const connection = (): NetworkConnection | undefined =>
  (navigator as Navigator & { connection?: NetworkConnection }).connection;

function subscribe(onChange: () => void) {
  const target = connection();
  target?.addEventListener("change", onChange);
  return () => target?.removeEventListener("change", onChange);
}

/**
 * A client-side link that skips prefetching on data-saver or slow connections. The server render keeps
 * Next.js's default; the browser decides once it can see the connection.
 */
export function ShellLink(props: ComponentProps<typeof Link>) {
  const skip = useSyncExternalStore(
    subscribe,
    () => shouldSkipPrefetch(connection()),
    () => false,
  );
  return <Link {...props} prefetch={skip ? false : props.prefetch} />;
}
