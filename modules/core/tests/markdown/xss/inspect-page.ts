/**
 * Runs in the browser: lists every way the rendered vectors break the allow-list. Kept free of
 * imports and closures because Playwright serialises it into the page.
 */
import type { AllowedOutput } from "./allowed-output";

export function findViolations(allowed: AllowedOutput): string[] {
  const problems: string[] = [];
  const embed = allowed.embedPatterns.map((pattern) => new RegExp(pattern));
  const dataImage = new RegExp(allowed.dataImage, "i");
  const checkUrl = (where: string, value: string): void => {
    if (value === "") return;
    let url: URL;
    try {
      url = new URL(value, location.href);
    } catch {
      problems.push(`${where}: unparsable URL ${value}`);
      return;
    }
    if (url.protocol === "data:") {
      if (!dataImage.test(url.href)) problems.push(`${where}: data URL ${value.slice(0, 60)}`);
    } else if (!allowed.linkProtocols.includes(url.protocol)) {
      problems.push(`${where}: protocol ${url.protocol}`);
    }
  };
  for (const container of Array.from(document.querySelectorAll("[data-vector]"))) {
    const id = container.getAttribute("data-vector") ?? "?";
    for (const element of Array.from(container.querySelectorAll("*"))) {
      const tag = element.localName;
      const where = `vector ${id} <${tag}>`;
      if (element.namespaceURI !== "http://www.w3.org/1999/xhtml") problems.push(`${where}: foreign namespace`);
      if (!allowed.tags.includes(tag)) problems.push(`${where}: tag not allowed`);
      const permitted = [...allowed.globalAttributes, ...(allowed.attributes[tag] ?? [])];
      for (const attribute of Array.from(element.attributes)) {
        if (!permitted.includes(attribute.name)) problems.push(`${where}: attribute ${attribute.name}`);
      }
      for (const name of ["href", "src", "poster"]) {
        const value = element.getAttribute(name);
        if (value !== null) checkUrl(`${where} ${name}`, value);
      }
      if (tag === "iframe") {
        const src = element.getAttribute("src") ?? "";
        if (!embed.some((pattern) => pattern.test(src))) problems.push(`${where}: iframe src ${src}`);
      }
      const style = (element as HTMLElement).style;
      for (let index = 0; index < style.length; index++) {
        const property = style.item(index);
        const value = style.getPropertyValue(property);
        if (!(allowed.css[property] ?? []).includes(value)) problems.push(`${where}: css ${property}: ${value}`);
      }
    }
  }
  for (const element of Array.from(document.querySelectorAll("*"))) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.startsWith("on")) problems.push(`<${element.localName}> carries ${attribute.name}`);
    }
  }
  return problems;
}

/** Fires the events that inline handlers would listen to, without navigating anywhere. */
export function fireEvents(): void {
  const types = [
    "mouseover",
    "mouseenter",
    "mousemove",
    "pointerover",
    "pointerenter",
    "focus",
    "focusin",
    "wheel",
    "scroll",
  ];
  for (const element of Array.from(document.querySelectorAll("[data-vector] *"))) {
    for (const type of types) element.dispatchEvent(new Event(type, { bubbles: true }));
    if (element instanceof HTMLElement) element.focus();
  }
}
