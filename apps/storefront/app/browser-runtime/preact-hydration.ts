/**
 * The browser runs the storefront on Preact through `preact/compat` (decision 010): the server
 * renders with React, the browser hydrates with Preact. Three differences between the two matter
 * when one hydrates what the other wrote, and this module bridges each of them. It is imported by
 * the client entry only; the server, Storybook and the unit tests of components run React.
 *
 * Preact's internal names used here (`__e` for a virtual node's DOM node) are the stable, mangled
 * names its own debug and signals add-ons rely on; the tests of this module pin them.
 */
import { Fragment, createElement, options, type ComponentChildren, type VNode } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { PAGE_HINT_ATTRIBUTE } from '../lib/page-hint.ts';

type InternalVNode = VNode<Record<string, unknown>> & { __e?: Node | null };

/**
 * Attributes that hold an element id or a list of them, and the radio-group `name`s built from
 * ids. React and Preact number `useId` values differently, and hydration keeps the server's
 * attributes, so an element hydrated with React's id and one created later with Preact's would no
 * longer point at each other (a menu button's `aria-controls` and the panel that opens), and a
 * radio added later would join another group. Hydration therefore adopts the browser's values.
 */
const ID_ATTRIBUTES = new Map([
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['for', 'for'],
  ['name', 'name'],
  ['list', 'list'],
  ['form', 'form'],
  ['headers', 'headers'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-controls', 'aria-controls'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-details', 'aria-details'],
  ['aria-errormessage', 'aria-errormessage'],
  ['aria-flowto', 'aria-flowto'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-owns', 'aria-owns'],
]);

function adoptIds(vnode: VNode): void {
  if (typeof vnode.type !== 'string') return;
  const element = (vnode as InternalVNode).__e;
  if (!(element instanceof Element)) return;
  const props = vnode.props as Record<string, unknown>;
  for (const prop in props) {
    const attribute = ID_ATTRIBUTES.get(prop);
    const value = props[prop];
    if (attribute === undefined || typeof value !== 'string') continue;
    if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
  }
}

/**
 * React renders the whole document from `<html>` down; Preact renders into an element, and into
 * `document.documentElement` when given the document. The `<html>` of the root layout therefore
 * becomes a component that renders its children (the head and the body, which Preact matches with
 * the existing ones) and keeps its attributes on the document element.
 */
function DocumentElement({
  children,
  ...attributes
}: { children?: ComponentChildren } & Record<string, unknown>) {
  // The attributes as one string, so the effect runs only when one of them changes.
  const signature = JSON.stringify(
    Object.entries(attributes).filter(
      ([name, value]) => name !== 'key' && ['string', 'number', 'boolean'].includes(typeof value),
    ),
  );
  useLayoutEffect(() => {
    const html = document.documentElement;
    for (const [name, value] of JSON.parse(signature) as [string, string | number | boolean][]) {
      const attribute = name === 'className' ? 'class' : name;
      if (value === false) html.removeAttribute(attribute);
      else html.setAttribute(attribute, value === true ? '' : String(value));
    }
  }, [signature]);
  return createElement(Fragment, null, children);
}

let installed = false;

/** Installs the option hooks above; later calls do nothing. */
export function installPreactHydration(): void {
  if (installed) return;
  installed = true;
  const previousVNode = options.vnode?.bind(options);
  options.vnode = (vnode) => {
    if (vnode.type === 'html') (vnode as { type: unknown }).type = DocumentElement;
    previousVNode?.(vnode);
  };
  const previousDiffed = options.diffed?.bind(options);
  options.diffed = (vnode) => {
    adoptIds(vnode);
    previousDiffed?.(vnode);
  };
}

/**
 * Makes the server's document hydratable by Preact:
 *
 * - React hoists resource hints into the head: the module preloads react-router's `<Scripts>`
 *   renders in the body, and the preload of an image marked `fetchPriority="high"`. Preact matches
 *   the head's children in order and by tag, so those extra links would take the places of the
 *   icon and the stylesheets, and the stylesheets would be dropped. By now the browser has fetched
 *   them all; they go. The hints a page's own `meta` renders are part of the tree and stay.
 * - react-router's `HydratedRouter` suspends once, at the top of the tree, while it decodes the
 *   loader data streamed with the page; React waits at the root, Preact at the nearest `Suspense`.
 *   Preact keeps the server's nodes of a suspended boundary when they follow a `<!--$s-->` comment
 *   (the marker of its own streamed rendering; unclosed, it covers every node after it), and
 *   hydrates them once the data is there. Without it, Preact would keep only the head and rebuild
 *   the body.
 */
export function prepareDocumentForHydration(document: Document): void {
  for (const hint of document.head.querySelectorAll(
    `link[rel="modulepreload"], link[rel="preload"]:not([${PAGE_HINT_ATTRIBUTE}])`,
  ))
    hint.remove();
  const html = document.documentElement;
  const first = html.firstChild;
  if (first?.nodeType === Node.COMMENT_NODE && (first as Comment).data === '$s') return;
  html.insertBefore(document.createComment('$s'), first);
}
