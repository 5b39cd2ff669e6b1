/**
 * Measures a page's forms from their element boxes (issue 20): no two controls, labels or
 * messages of a form overlap, none is cut short inside its own box, and nothing reaches past the
 * window's edge, at each of the widths a shopper meets.
 */
import type { Page } from 'playwright-core';
import type { ShopPage } from '../src/browser.ts';
import { screenshot } from '../src/browser.ts';

/** A phone held upright (the narrowest the spec holds), a tablet, a laptop. */
export const FORM_WIDTHS = [320, 768, 1440] as const;

/** What the browser finds wrong with the visible forms of the page, one line a defect. */
function findLayoutDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defects: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 2 &&
        box.height > 2 &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        element.closest('[aria-hidden="true"], [inert]') === null
      );
    };
    const nameOf = (element: Element) => {
      const text =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText.trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = text || element.getAttribute('name') || '';
      return `${element.tagName.toLowerCase()}${name ? ` «${name}»` : ''}`;
    };
    if (document.documentElement.scrollWidth > window.innerWidth) {
      defects.push(
        `the page is ${String(document.documentElement.scrollWidth)} px wide in a ${String(window.innerWidth)} px window`,
      );
    }
    for (const form of Array.from(document.querySelectorAll('form')).filter(shown)) {
      const frame = form.getBoundingClientRect();
      const parts = Array.from(
        form.querySelectorAll(
          'input:not([type="hidden"]), select, textarea, button, a[href], label, [aria-live]',
        ),
      ).filter(shown);
      const boxes = parts
        // A message region with nothing in it takes no room.
        .filter((element) => !element.hasAttribute('aria-live') || element.textContent !== '')
        .map((element) => ({ element, box: element.getBoundingClientRect() }));
      for (const { element, box } of boxes) {
        if (box.left < -1 || box.right > viewport + 1) {
          defects.push(
            `${nameOf(element)} reaches past the window (${Math.round(box.left)}–${Math.round(box.right)} of ${String(viewport)} px)`,
          );
        }
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          defects.push(
            `${nameOf(element)} leaves its form (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(frame.left)}–${Math.round(frame.right)} px)`,
          );
        }
        // A button or a label whose text is wider than its box is cut short ("ESTIMER" read "R").
        const html = element as HTMLElement;
        const clipping = /^(BUTTON|LABEL)$/.test(element.tagName) && html.clientWidth > 0;
        if (clipping && html.scrollWidth > html.clientWidth + 1) {
          defects.push(
            `${nameOf(element)} is cut: ${String(html.scrollWidth)} px of text in ${String(html.clientWidth)} px`,
          );
        }
      }
      for (let i = 0; i < boxes.length; i += 1) {
        for (let j = i + 1; j < boxes.length; j += 1) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          // A label around its checkbox, a link inside a label: one holds the other.
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (width > 1 && height > 1) {
            defects.push(
              `${nameOf(a.element)} and ${nameOf(b.element)} overlap by ${Math.round(width)}×${Math.round(height)} px`,
            );
          }
        }
      }
    }
    return defects;
  });
}

/**
 * The defects of the page's forms at every width of {@link FORM_WIDTHS}, each prefixed with the
 * state's name and the width; a screenshot of each width is kept under e2e/artifacts.
 */
export async function formLayoutDefects(shop: ShopPage, name: string): Promise<string[]> {
  const { page } = shop;
  const height = page.viewportSize()?.height ?? 900;
  const found: string[] = [];
  for (const width of FORM_WIDTHS) {
    await page.setViewportSize({ width, height });
    // Two frames: the new width is laid out and painted.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await screenshot(page, `form-layout-${name}`);
    for (const defect of await findLayoutDefects(page))
      found.push(`${name} @${String(width)}: ${defect}`);
  }
  await page.setViewportSize({ width: FORM_WIDTHS[2], height });
  return found;
}
