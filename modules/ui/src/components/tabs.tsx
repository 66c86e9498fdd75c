export interface TabItem {
  href: string;
  label: string;
  active: boolean;
}

export type TabsVariant = "pills" | "links" | "sidebar";

// Tab rows scroll sideways rather than wrap or overflow: on a phone the project's seven tabs are one swipeable
// row, the page stays as wide as the screen and the tabs keep their order (issue 14).
const ROW = "flex gap-2 overflow-x-auto overscroll-x-contain whitespace-nowrap [scrollbar-width:thin]";

const NAV: Record<TabsVariant, string> = {
  pills: ROW,
  links: `${ROW} text-sm`,
  sidebar: "flex flex-col gap-1",
};

const LINK: Record<TabsVariant, string> = {
  // The project and organization page tabs.
  pills:
    "shrink-0 rounded-lg px-3 py-1 text-sm font-semibold aria-[current=page]:bg-brand aria-[current=page]:text-on-brand",
  // Sub-tabs inside a page (settings sections).
  links: "shrink-0 rounded px-2 py-1 underline aria-[current=page]:bg-input aria-[current=page]:no-underline",
  // A vertical menu beside the content (the account settings).
  sidebar: "rounded-lg px-3 py-2 aria-[current=page]:bg-raised aria-[current=page]:font-semibold",
};

/**
 * Tabs that are plain links, so they work without JavaScript: each tab is its own address and the active one
 * is marked with aria-current="page" (which also drives its look).
 */
export function Tabs({
  label,
  items,
  variant = "pills",
  className,
}: {
  /** The accessible name of the navigation landmark ("Project", "Settings", …). */
  label: string;
  items: TabItem[];
  variant?: TabsVariant;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className ? `${NAV[variant]} ${className}` : NAV[variant]}>
      {items.map((item) => (
        <a key={item.href} href={item.href} aria-current={item.active ? "page" : undefined} className={LINK[variant]}>
          {item.label}
        </a>
      ))}
    </nav>
  );
}
