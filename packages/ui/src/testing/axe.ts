/**
 * Runs axe-core on a rendered container and fails on serious or critical violations, the same bar
 * the browser journeys hold pages to. jsdom has no layout, so colour contrast is checked by the
 * token tests instead and axe reports it as incomplete here, not as a violation.
 */
import axe from 'axe-core';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Throws with a readable list when axe finds a serious or critical violation in `container`. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
    // A component rendered alone is not a page: landmarks and a main heading are the shell's job.
    rules: { region: { enabled: false }, 'page-has-heading-one': { enabled: false } },
  });
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length > 0) {
    const report = blocking
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n` +
          violation.nodes.map((node) => `  ${node.html}`).join('\n'),
      )
      .join('\n');
    throw new Error(`axe found ${blocking.length} blocking violation(s):\n${report}`);
  }
}
