// The styles a rendered page needs for its first paint (decisions/089): of the site's stylesheets
// (300 kB as parsed, most of it Ant Design's rules for components this page does not show), only the
// rules that can match the classes in the page's markup, with the custom properties and keyframes
// those rules use. Inlined in the page's head, they let a phone paint the page without first
// fetching and applying the whole stylesheets, which the page's code loads before it starts.

interface Declaration {
  text: string;
  /** The custom property this declaration defines (`--ant-color-text`), if it is one. */
  defines?: string;
  /** The custom properties its value reads (`var(--ant-color-text)`). */
  reads: string[];
  /** The keyframes an `animation` or `animation-name` value may name. */
  animates: string[];
}

type CssNode =
  | { kind: 'rule'; selectors: string[]; required: string[][]; declarations: Declaration[] }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'verbatim'; text: string };

/** A stylesheet read once, ready to be cut down for any page. */
export type ParsedStylesheet = CssNode[];

// At-rules whose body holds style rules that apply as such (under a condition or in a layer).
const GROUPING = new Set(['media', 'supports', 'layer', 'container', 'scope']);

/**
 * Walks `css` from `from` to the first `stop` character outside strings, comments, parentheses and
 * brackets; returns its index (or the text's end).
 */
function scanTo(css: string, from: number, stop: string): number {
  let depth = 0;
  for (let at = from; at < css.length; at += 1) {
    const char = css[at]!;
    if (char === '\\') at += 1;
    else if (char === '"' || char === "'") {
      for (at += 1; at < css.length && css[at] !== char; at += 1) if (css[at] === '\\') at += 1;
    } else if (char === '/' && css[at + 1] === '*') {
      const end = css.indexOf('*/', at + 2);
      at = end < 0 ? css.length : end + 1;
    } else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && stop.includes(char)) return at;
  }
  return css.length;
}

/** Splits on `separator` where it is not inside strings, comments, parentheses or brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  for (let from = 0; from <= text.length;) {
    const at = scanTo(text, from, separator);
    parts.push(text.slice(from, at));
    from = at + 1;
  }
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The index of the `}` that closes the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at = scanTo(css, at + 1, '{}')) {
    if (css[at] === '{') depth += 1;
    else if (--depth === 0) return at;
  }
  return css.length;
}

/**
 * The classes an element matching `selector` and its ancestors must carry: those outside any
 * parentheses or brackets (`:not(.a)`, `:where(.b)` and `[class*="c"]` require nothing).
 */
function requiredClasses(selector: string): string[] {
  let plain = '';
  let depth = 0;
  for (let at = 0; at < selector.length; at += 1) {
    const char = selector[at]!;
    if (char === '\\') {
      if (depth === 0) plain += selector.slice(at, at + 2);
      at += 1;
    } else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) plain += char;
  }
  return [...plain.matchAll(/\.((?:\\.|[\w\u00a0-\uffff-])+)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
}

const VAR_READ = /var\(\s*(--[\w-]+)/g;

function declarationOf(text: string): Declaration {
  const colon = text.indexOf(':');
  const property = text.slice(0, colon).trim().toLowerCase();
  const value = text.slice(colon + 1);
  return {
    text,
    ...(property.startsWith('--') ? { defines: text.slice(0, colon).trim() } : {}),
    reads: [...value.matchAll(VAR_READ)].map((match) => match[1]!),
    animates: property === 'animation' || property === 'animation-name' ? value.split(/[\s,]+/).filter(Boolean) : [],
  };
}

/** Reads a stylesheet into rules, conditional groups and at-rules kept as written. */
export function parseStylesheet(css: string): ParsedStylesheet {
  const nodes: CssNode[] = [];
  for (let from = 0; from < css.length;) {
    const at = scanTo(css, from, '{;');
    const prelude = css
      .slice(from, at)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    if (at >= css.length || css[at] === ';') {
      if (prelude) nodes.push({ kind: 'verbatim', text: `${prelude};` });
      from = at + 1;
      continue;
    }
    const end = blockEnd(css, at);
    const body = css.slice(at + 1, end);
    from = end + 1;
    const atRule = /^@(-\w+-)?([\w-]+)/.exec(prelude);
    if (atRule && GROUPING.has(atRule[2]!.toLowerCase())) {
      nodes.push({ kind: 'group', prelude, children: parseStylesheet(body) });
    } else if (atRule && atRule[2]!.toLowerCase() === 'keyframes') {
      nodes.push({ kind: 'keyframes', name: prelude.slice(atRule[0].length).trim(), text: `${prelude}{${body}}` });
    } else if (atRule) {
      // @font-face, @property, @page: kept as written.
      nodes.push({ kind: 'verbatim', text: `${prelude}{${body}}` });
    } else {
      const selectors = splitTopLevel(prelude, ',');
      // A rule with nested rules is kept or left out whole: its body is one "declaration".
      const nested = scanTo(body, 0, '{') < body.length;
      nodes.push({
        kind: 'rule',
        selectors,
        required: selectors.map(requiredClasses),
        declarations: nested
          ? [{ text: body, reads: [...body.matchAll(VAR_READ)].map((match) => match[1]!), animates: [] }]
          : splitTopLevel(body, ';').map(declarationOf),
      });
    }
  }
  return nodes;
}

/**
 * The classes `sheets` ask for and the custom properties they define: of a page's markup only these
 * make a difference to its first-paint styles (a class no rule names is one of the page's own data).
 */
export function namedIn(sheets: readonly ParsedStylesheet[]): MarkupUses {
  const classes = new Set<string>();
  const reads = new Set<string>();
  const visit = (nodes: ParsedStylesheet) => {
    for (const node of nodes) {
      if (node.kind === 'group') visit(node.children);
      if (node.kind !== 'rule') continue;
      for (const name of node.required.flat()) classes.add(name);
      for (const { defines } of node.declarations) if (defines) reads.add(defines);
    }
  };
  sheets.forEach(visit);
  return { classes, reads };
}

/** Whether some selector of the rule can match in a page whose elements carry `classes`. */
function canMatch(rule: Extract<CssNode, { kind: 'rule' }>, classes: ReadonlySet<string>): boolean {
  return rule.required.some((required) => required.every((name) => classes.has(name)));
}

/** What of the stylesheets a page's markup can use: the classes on its elements, the custom properties its inline styles read. */
export interface MarkupUses {
  classes: ReadonlySet<string>;
  reads: ReadonlySet<string>;
}

const CLASS_ATTRIBUTE = Buffer.from('class="');
const VAR_CALL = Buffer.from('var(');
const QUOTE = 0x22;
const CLOSING_PARENTHESIS = 0x29;
/** What `\b` counts as part of a word: `subclass="` is no class attribute, `data-class="` is. */
const isWordByte = (byte: number | undefined) => byte !== undefined && /\w/.test(String.fromCharCode(byte));
const CUSTOM_PROPERTY = /^\s*(--[\w-]+)/;

/**
 * Read from the page's UTF-8 bytes as React wrote them: decoding a page of results to a string (tens
 * of kB of Chinese text, two bytes a character) and matching over it made a third of what the
 * server's thread allocated for the page. Each distinct class attribute is split once: a grid of
 * tiles repeats the same few.
 */
export function markupUses(bytes: Buffer): MarkupUses {
  const attributes = new Set<string>();
  for (let at = bytes.indexOf(CLASS_ATTRIBUTE); at >= 0; at = bytes.indexOf(CLASS_ATTRIBUTE, at + 1)) {
    if (isWordByte(bytes[at - 1])) continue;
    const start = at + CLASS_ATTRIBUTE.length;
    const end = bytes.indexOf(QUOTE, start);
    if (end < 0) break;
    attributes.add(bytes.toString('utf8', start, end));
  }
  const classes = new Set<string>();
  for (const attribute of attributes) for (const name of attribute.split(/\s+/)) if (name) classes.add(name);
  const reads = new Set<string>();
  for (let at = bytes.indexOf(VAR_CALL); at >= 0; at = bytes.indexOf(VAR_CALL, at + 1)) {
    const start = at + VAR_CALL.length;
    const end = bytes.indexOf(CLOSING_PARENTHESIS, start);
    const name = CUSTOM_PROPERTY.exec(bytes.toString('latin1', start, end < 0 ? bytes.length : end))?.[1];
    if (name) reads.add(name);
  }
  return { classes, reads };
}

/**
 * The rules of `sheets` (in order) that can match a page whose markup uses `uses`, with the custom
 * properties they read (and those read by those, and by the markup's inline styles) and the
 * keyframes they name; everything else is left out.
 */
export function firstPaintCss(sheets: readonly ParsedStylesheet[], { classes, reads }: MarkupUses): string {
  const kept = (nodes: ParsedStylesheet): CssNode[] =>
    nodes.flatMap((node): CssNode[] => {
      if (node.kind === 'rule') return canMatch(node, classes) ? [node] : [];
      if (node.kind === 'group') {
        const children = kept(node.children);
        return children.length > 0 ? [{ ...node, children }] : [];
      }
      return [node];
    });
  const tree = sheets.map(kept);

  // Which custom properties are read, following definitions that read others; which keyframes are named.
  const definitions = new Map<string, string[]>();
  const read = new Set(reads);
  const animations = new Set<string>();
  const visit = (nodes: CssNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'group') visit(node.children);
      if (node.kind !== 'rule') continue;
      for (const declaration of node.declarations) {
        if (declaration.defines) {
          const reads = definitions.get(declaration.defines) ?? [];
          definitions.set(declaration.defines, [...reads, ...declaration.reads]);
        } else {
          for (const name of declaration.reads) read.add(name);
          for (const name of declaration.animates) animations.add(name);
        }
      }
    }
  };
  tree.forEach(visit);
  for (const pending = [...read]; pending.length > 0;) {
    for (const name of definitions.get(pending.pop()!) ?? []) {
      if (!read.has(name)) {
        read.add(name);
        pending.push(name);
      }
    }
  }

  const written = (nodes: CssNode[]): string =>
    nodes
      .map((node) => {
        switch (node.kind) {
          case 'rule': {
            const declarations = node.declarations.filter(({ defines }) => !defines || read.has(defines));
            return declarations.length > 0
              ? `${node.selectors.join(',')}{${declarations.map(({ text }) => text).join(';')}}`
              : '';
          }
          case 'group': {
            const children = written(node.children);
            return children ? `${node.prelude}{${children}}` : '';
          }
          case 'keyframes':
            return animations.has(node.name) ? node.text : '';
          case 'verbatim':
            return node.text;
        }
      })
      .join('');
  return tree.map(written).join('');
}
