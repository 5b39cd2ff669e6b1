/**
 * Tree helpers over the parsed markup. Only standard tree APIs are used (`children`, `getAttribute`,
 * `textContent`, `innerHTML`), never selectors engines or CSSOM, so every DOM implementation agrees.
 */

/** The element's `data-content-type`, or null for structural elements. */
export function contentTypeOf(element: Element): string | null {
  return element.getAttribute('data-content-type');
}

/** Element children as an array (HTMLCollection iteration differs little, but arrays are simpler). */
export function elementChildren(element: Element): Element[] {
  return Array.from(element.children);
}

/**
 * The first descendant matching `predicate`, depth first, without entering nested content types:
 * a banner inside a tab must not lend its `data-element="content"` to the tab.
 */
export function findPart(
  root: Element,
  predicate: (element: Element) => boolean,
): Element | undefined {
  for (const child of elementChildren(root)) {
    if (predicate(child)) return child;
    if (contentTypeOf(child) !== null) continue;
    const found = findPart(child, predicate);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** All descendants matching `predicate`, without entering nested content types. */
export function findParts(root: Element, predicate: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  for (const child of elementChildren(root)) {
    if (predicate(child)) found.push(child);
    if (contentTypeOf(child) === null) found.push(...findParts(child, predicate));
  }
  return found;
}

/** Matches elements by their `data-element` role. */
export function byRole(role: string): (element: Element) => boolean {
  return (element) => element.getAttribute('data-element') === role;
}

/** Matches elements by tag name (lower case). */
export function byTag(tag: string): (element: Element) => boolean {
  return (element) => element.nodeName.toLowerCase() === tag;
}

/** Matches elements carrying a class. */
export function byClass(name: string): (element: Element) => boolean {
  return (element) => (element.getAttribute('class') ?? '').split(/\s+/).includes(name);
}

/** Text content with runs of white space collapsed, as a reader would see it. */
export function textOf(element: Element | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
