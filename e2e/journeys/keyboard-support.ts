/**
 * Keyboard-only helpers for the journeys (reliability case X1): where the focus is, Tab to a
 * control, press or type into it, and walk the focus checking it is never hidden.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The focused element as a keyboard user meets it: its role-ish kind and its name. */
export interface Focused {
  tag: string;
  role: string;
  type: string;
  name: string;
  checked: boolean;
}

export function focusedElement(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    const name =
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ||
      element.getAttribute('aria-label') ||
      (labels && labels.length > 0 ? labels[0]?.textContent : null) ||
      element.textContent ||
      element.getAttribute('title');
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role') ?? '',
      type: element.getAttribute('type') ?? '',
      name: clean(name),
      checked: (element as HTMLInputElement).checked === true,
    };
  });
}

const describeFocused = (focused: Focused | null) =>
  focused ? `${focused.tag}${focused.type ? `[${focused.type}]` : ''} "${focused.name}"` : 'body';

/**
 * Presses Tab (then, if the control was behind, Shift+Tab) until the focused element is the one
 * `wanted` accepts; fails with the path the focus took.
 */
export async function tabTo(
  page: Page,
  wanted: (focused: Focused) => boolean,
  what: string,
  max = 80,
): Promise<Focused> {
  const path: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let stop = 0; stop < max; stop += 1) {
      await page.keyboard.press(key);
      const focused = await focusedElement(page);
      if (focused && wanted(focused)) return focused;
      path.push(describeFocused(focused));
    }
  }
  throw new Error(`The keyboard never reached ${what}. Focus went through:\n${path.join('\n')}`);
}

const isButton = (focused: Focused) => focused.tag === 'button' || focused.role === 'button';
export const isLink = (focused: Focused) => focused.tag === 'a' || focused.role === 'link';
const isField = (focused: Focused) =>
  (focused.tag === 'input' && !['radio', 'checkbox', 'submit', 'button'].includes(focused.type)) ||
  focused.tag === 'textarea';
/** A label may end with the required mark (`Prénom *`). */
const named = (name: string) => (focused: Focused) =>
  focused.name === name || focused.name.replace(/\s*\*$/, '') === name;

export async function pressButton(page: Page, name: string | RegExp): Promise<void> {
  const matches =
    typeof name === 'string' ? named(name) : (focused: Focused) => name.test(focused.name);
  await tabTo(
    page,
    (focused) => isButton(focused) && matches(focused),
    `the button ${String(name)}`,
  );
  await page.keyboard.press('Enter');
}

export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, (focused) => isField(focused) && named(label)(focused), `the field ${label}`);
  await page.keyboard.type(text);
}

export async function waitForText(
  page: Page,
  text: string | RegExp,
  timeout = 15_000,
): Promise<void> {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true);
}

/** Tab stops checked on each page, forwards and then back. */
const FORWARD_STOPS = 60;
const BACKWARD_STOPS = 30;

/**
 * Tabs through the page, then back, and answers each stop whose focused element is entirely
 * covered by the sticky header or the consent banner (elements inside them are theirs to show).
 */
export async function walkFocus(page: Page, where: string): Promise<string[]> {
  const failures: string[] = [];
  const steps = [
    ...Array<string>(FORWARD_STOPS).fill('Tab'),
    ...Array<string>(BACKWARD_STOPS).fill('Shift+Tab'),
  ];
  for (const [index, key] of steps.entries()) {
    await page.keyboard.press(key);
    const hidden = await page.evaluate(async () => {
      // The page scrolls smoothly to the focused element: measure once it has stopped.
      await new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return null;
      const visible = {
        left: Math.max(box.left, 0),
        right: Math.min(box.right, window.innerWidth),
        top: Math.max(box.top, 0),
        bottom: Math.min(box.bottom, window.innerHeight),
      };
      const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
      if (visible.right <= visible.left || visible.bottom <= visible.top)
        return `${label} is out of the window`;
      const covers = [
        ...document.querySelectorAll('header'),
        ...document.querySelectorAll('[data-consent-banner]'),
      ].filter((cover) => {
        const position = getComputedStyle(cover).position;
        return (position === 'sticky' || position === 'fixed') && !cover.contains(element);
      });
      // What is drawn on top at the centre and near each corner of the element's visible part: it
      // is hidden when every one of these points shows the header or the banner instead.
      const inset = 2;
      const xs = [visible.left + inset, (visible.left + visible.right) / 2, visible.right - inset];
      const ys = [visible.top + inset, (visible.top + visible.bottom) / 2, visible.bottom - inset];
      const points = xs.flatMap((x) => ys.map((y) => [x, y] as const));
      let coveredBy: Element | null = null;
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x, y);
        const cover = covers.find((candidate) => top !== null && candidate.contains(top));
        if (!cover) return null;
        coveredBy = cover;
      }
      if (coveredBy)
        return `${label} is under the ${coveredBy.tagName === 'HEADER' ? 'sticky header' : 'consent banner'}`;
      return null;
    });
    if (hidden) failures.push(`${where}, stop ${index + 1} (${key}): ${hidden}`);
  }
  return failures;
}
