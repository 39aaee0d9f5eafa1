/**
 * jsdom's getComputedStyle matches every rule of every style sheet against the element, and antd injects
 * thousands of rules. Testing Library asks it about each element it checks for accessibility (getByRole walks every
 * ancestor; an accessible name's spaces follow display), user-event about pointer-events before each click,
 * jest-dom for toBeVisible: together most of the web tests' time (708 s of the project's wall time, 364 s without).
 * Those questions are only whether an element shows and takes the pointer, so each sheet keeps only the rules that
 * set one of these properties: for them the answer is what it was with every rule (jsdom's cascade goes by order
 * only, so leaving out rules that never set a property cannot change its value).
 */
const KEPT_PROPERTIES = ['display', 'visibility', 'opacity', 'pointer-events'];

function keeps(rule: CSSRule): boolean {
  // A style rule may hold nested rules too (CSS nesting), so it is kept for its own declarations or theirs.
  const style = 'style' in rule ? (rule as CSSStyleRule).style : undefined;
  const own =
    style !== undefined && KEPT_PROPERTIES.some((property) => style.getPropertyValue(property) !== '');
  if (!('cssRules' in rule)) return own || style === undefined;
  const group = rule as CSSGroupingRule;
  pruneRules(group);
  return own || group.cssRules.length > 0;
}

function pruneRules(list: CSSStyleSheet | CSSGroupingRule): void {
  for (let i = list.cssRules.length - 1; i >= 0; i--) {
    if (!keeps(list.cssRules[i]!)) list.deleteRule(i);
  }
}

export function pruneStyleSheetsForJsdom(): void {
  const pruned = new WeakSet<CSSStyleSheet>();
  const original = window.getComputedStyle.bind(window);
  // jsdom has no pseudo-elements: it answers for the element itself and logs that it cannot, once per call.
  window.getComputedStyle = (element: Element) => {
    // A style element whose text changes gets a new sheet object, so a sheet seen before is already pruned.
    for (const sheet of Array.from(document.styleSheets)) {
      if (pruned.has(sheet)) continue;
      pruneRules(sheet);
      pruned.add(sheet);
    }
    return original(element);
  };
}
