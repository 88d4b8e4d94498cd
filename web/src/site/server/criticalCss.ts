/**
 * The part of the site's stylesheet one pre-rendered page can use at its first paint
 * (docs/decisions/036-critical-css.md). The built stylesheet (about 42 KB, 8 KB compressed) styles every
 * route, the admin included; a page's markup uses about a third of it. The pre-renderer inlines only the
 * rules whose class selectors the page's markup carries, every `@font-face` and `@keyframes`, and every
 * rule without a class; the rest arrives as a file after the first paint (styles/stylesheetRules.ts),
 * before the app hydrates.
 *
 * Pure, and conservative: a rule is dropped only when one of the classes it requires is in no element of
 * the markup, so it cannot match anything at the first paint. Classes inside functional pseudo-classes
 * (`:not(.a)`, `:is(.a, .b)`, `:has(.a)`) or attribute selectors are not required; a selector with a CSS
 * escape is always kept.
 */

export type CssNode =
  | { kind: 'rule'; selectors: readonly string[]; body: string }
  | { kind: 'group'; prelude: string; children: readonly CssNode[] }
  | { kind: 'raw'; text: string };

/** At-rules whose block holds rules (filtered inside); any other block at-rule is kept whole. */
const groupAtRules = /^@(media|supports|layer|container|scope|document)\b/i;

/** The index just past a quoted string starting at `start` (the quote). */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index of the `}` closing the block whose `{` is at `open` (or the end of the text). */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = skipString(css, i) - 1;
    } else if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 1;
    } else if (c === '\\') {
      i += 1;
    } else if (c === '{') {
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return css.length;
}

/** Splits `text` at top-level occurrences of `separator` (not inside (), [], or strings). */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'") i = skipString(text, i) - 1;
    else if (c === '\\') i += 1;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** Parses a stylesheet into rules, grouping at-rules and other (kept whole) text. Comments are dropped. */
export function parseStylesheet(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const c = css.charAt(i);
    if (/\s/.test(c) || c === ';') {
      i += 1;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 2;
      continue;
    }
    // The prelude runs to the first `{` or `;` outside strings and brackets.
    let j = i;
    let depth = 0;
    while (j < css.length) {
      const d = css[j];
      if (d === '"' || d === "'") j = skipString(css, j);
      else if (d === '\\') j += 2;
      else {
        if (d === '(' || d === '[') depth += 1;
        else if (d === ')' || d === ']') depth -= 1;
        else if (depth === 0 && (d === '{' || d === ';')) break;
        j += 1;
      }
    }
    const prelude = css.slice(i, j).trim();
    if (j >= css.length || css[j] === ';') {
      // A statement at-rule (`@import ...;`, `@layer a, b;`, `@charset`), or stray text at the end.
      if (prelude) nodes.push({ kind: 'raw', text: `${prelude};` });
      i = j + 1;
      continue;
    }
    const end = blockEnd(css, j);
    const inner = css.slice(j + 1, end);
    if (prelude.startsWith('@')) {
      if (groupAtRules.test(prelude)) nodes.push({ kind: 'group', prelude, children: parseStylesheet(inner) });
      else nodes.push({ kind: 'raw', text: `${prelude}{${inner}}` });
    } else {
      nodes.push({ kind: 'rule', selectors: splitTopLevel(prelude, ','), body: inner });
    }
    i = end + 1;
  }
  return nodes;
}

/** Everything inside brackets, parentheses and strings removed: what a compound's classes are read from. */
function withoutArguments(selector: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const c = selector[i];
    if (c === '"' || c === "'") {
      i = skipString(selector, i) - 1;
      continue;
    }
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0) out += c;
  }
  return out;
}

/**
 * The classes an element of the markup must carry for `selector` to match anything; null when the
 * selector cannot be read safely (a CSS escape), which keeps it.
 */
export function requiredClasses(selector: string): string[] | null {
  if (selector.includes('\\')) return null;
  return [...withoutArguments(selector).matchAll(/\.(-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)/g)].flatMap(
    (match) => (match[1] ? [match[1]] : []),
  );
}

/** Every class named in a `class` attribute of the markup (React writes them double-quoted). */
export function classesInMarkup(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function keptSelectors(selectors: readonly string[], classes: ReadonlySet<string>): string[] {
  return selectors.filter((selector) => {
    const required = requiredClasses(selector);
    return required === null || required.every((name) => classes.has(name));
  });
}

function serialize(nodes: readonly CssNode[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'raw') out += node.text;
    else if (node.kind === 'group') {
      const inner = serialize(node.children, classes);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else {
      const selectors = keptSelectors(node.selectors, classes);
      if (selectors.length > 0) out += `${selectors.join(',')}{${node.body}}`;
    }
  }
  return out;
}

/** The stylesheet `nodes` reduced to what markup carrying `classes` can use, in the original order. */
export function criticalCss(nodes: readonly CssNode[], classes: ReadonlySet<string>): string {
  return serialize(nodes, classes);
}
