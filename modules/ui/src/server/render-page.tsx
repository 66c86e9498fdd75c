import "server-only";

import type { ComponentType } from "react";

import type { PageHost } from "@hopper/core/module";

import { runGuards } from "./guards";
import { currentPath } from "./request-info";

export interface PageProps {
  params: Promise<Record<string, string | string[]>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * A module page's props when it renders a menu or a slot: the web app passes `host` (the menus and slots
 * the page's manifest entry declared) to every generated page.
 */
export type ModulePageProps = PageProps & { host: PageHost };

export interface PageRouteInfo {
  module: string;
  path: string;
  guards: readonly string[];
}

/** Wraps a module's page for its generated route file: route checks first, then the page itself. */
export function renderModulePage(Page: ComponentType<PageProps>, route: PageRouteInfo) {
  async function ModulePage(props: PageProps) {
    if (route.guards.length > 0) {
      await runGuards(route.guards, { path: await currentPath(), searchParams: await props.searchParams });
    }
    return <Page {...props} />;
  }
  ModulePage.displayName = `ModulePage(${route.module}:${route.path})`;
  return ModulePage;
}
