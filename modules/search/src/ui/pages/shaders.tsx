import type { PageProps } from "@hopper/ui/server/render-page";

import { ListingPage } from "./listing";

export const metadata = { title: "Shaders - Hopper" };

export default function ShadersPage({ searchParams }: PageProps) {
  return <ListingPage projectType="shader" searchParams={searchParams} />;
}
