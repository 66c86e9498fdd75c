import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = { title: "Mods - Hopper" };

export default function ModsPage({ searchParams }: PageProps) {
  return <ListingPage projectType="mod" searchParams={searchParams} />;
}
