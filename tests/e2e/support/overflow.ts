// Issue 14 (phones): a page must fit the screen, `document.documentElement.scrollWidth > innerWidth` fails. Shared by
// the page walk and the phone tests; the measure names the widest elements that stick out, so the offender is found
// without opening the page.

/** The viewport the phone checks use. Not `isMobile`: mobile emulation zooms out to fit a too-wide page, which
 * would hide the overflow this measures. */
export const PHONE = { width: 390, height: 844 } as const;
/** The narrowest phone the issue names (360–414 px): the walk measures every page again at this width. */
export const NARROW_PHONE = { width: 360, height: 800 } as const;

export interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  culprits: string[];
}

/** The page's width against the screen's, with the elements whose right edge is past the screen (runs in the page). */
export function measure(): Overflow {
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList]
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join("");
    const testId = element.getAttribute("data-testid");
    return `${element.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ""}`;
  };
  const width = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  const sticking: { name: string; right: number }[] = [];
  // Looking for culprits only on a page that overflows keeps the walk quick.
  for (const element of scrollWidth > width ? document.body.querySelectorAll("*") : []) {
    const box = element.getBoundingClientRect();
    // Content wider than a box that does not scroll or clip it (a long word in a narrow flex row) sticks out
    // although the box does not.
    const contentRight = getComputedStyle(element).overflowX === "visible" ? box.left + element.scrollWidth : box.right;
    const right = Math.max(box.right, contentRight);
    if ((box.width === 0 && contentRight === box.right) || right <= width + 0.5) continue;
    // Only the outermost offender of a branch: its children stick out because it does.
    const parent = element.parentElement;
    if (parent && parent.getBoundingClientRect().right > width + 0.5) continue;
    const what = right > box.right + 0.5 ? `${describe(element)} (its content)` : describe(element);
    sticking.push({ name: what, right: Math.round(right) });
  }
  sticking.sort((a, b) => b.right - a.right);
  return {
    scrollWidth,
    innerWidth: width,
    culprits: sticking.slice(0, 5).map((item) => `${item.name} (right edge ${item.right})`),
  };
}

/**
 * One line for a page wider than the screen, or null when it fits. With `screen`, also a line when the page was
 * not measured at that width (a resize that did not take would otherwise pass at the wider one).
 */
export function overflowLine(path: string, who: string, result: Overflow, screen?: { width: number }): string | null {
  if (screen && result.innerWidth !== screen.width) {
    return `${path} [${who}]: measured on a ${result.innerWidth} px screen, not ${screen.width} px`;
  }
  if (result.scrollWidth <= result.innerWidth) return null;
  return `${path} [${who}]: ${result.scrollWidth} px wide on a ${result.innerWidth} px screen — ${
    result.culprits.join(", ") ||
    // Nothing's box sticks out: text wider than its box, or an absolutely positioned element whose containing
    // block is outside the scrolling box it sits in (make that box `relative`).
    "no element box sticks out (look for text overflowing its box, or absolute children of a scroller)"
  }`;
}
