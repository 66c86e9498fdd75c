import type { PageProps } from "@hopper/ui/server/render-page";

import { listingMetadata } from "../listing-metadata";
import { getSearchT } from "../search-t";
import { ListingPage } from "./listing";

export async function generateMetadata() {
  return listingMetadata(await getSearchT(), "plugin");
}

export default function PluginsPage({ searchParams }: PageProps) {
  return <ListingPage projectType="plugin" searchParams={searchParams} />;
}
