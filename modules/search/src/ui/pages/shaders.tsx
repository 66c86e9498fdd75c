import type { PageProps } from "@hopper/ui/server/render-page";

import { listingMetadata } from "../listing-metadata";
import { getSearchT } from "../search-t";
import { ListingPage } from "./listing";

export async function generateMetadata() {
  return listingMetadata(await getSearchT(), "shader");
}

export default function ShadersPage({ searchParams }: PageProps) {
  return <ListingPage projectType="shader" searchParams={searchParams} />;
}
