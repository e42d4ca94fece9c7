import axe from 'axe-core';

/** WCAG 2.1 A/AA violations inside the element, one line per rule (colours are not computed in jsdom). */
export async function violations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
