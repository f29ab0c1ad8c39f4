/**
 * The product notice (`message`, spec §2) is HTML typed by a supplier: it may carry <b> and <br>
 * that the buyer should see, and it may carry <script>, on*= handlers or javascript: links that
 * must never run. It is parsed into an inert tree of a few formatting tags and text, which the
 * view renders as React elements (never innerHTML); every attribute is dropped.
 *
 * DOMParser builds a document that runs no script and loads nothing, so parsing itself is safe.
 * The server, which renders the page too (issue #17) and has no DOMParser, gives a parser of the
 * same HTML standard (parse5, src/entry-server.tsx): both build the same tree, so the server's
 * notice is the browser's.
 */

/** Formatting a supplier may use; anything else is unwrapped to its text or dropped. */
const KEPT = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'div', 'span', 'ul', 'ol', 'li'] as const;
export type NoticeTag = (typeof KEPT)[number];

/** Elements whose content is code or embedded media, not text for the buyer: dropped whole. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'img',
  'video',
  'audio',
  'canvas',
  'link',
  'meta',
  'head',
  'title',
  'form',
  'input',
  'button',
  'select',
  'textarea',
]);

/** Bounds on what a hostile notice can make the page render. */
const MAX_DEPTH = 8;
const MAX_NODES = 500;

export type NoticeNode = string | { tag: NoticeTag; children: NoticeNode[] };

const isKept = (tag: string): tag is NoticeTag => (KEPT as readonly string[]).includes(tag);

/**
 * `on…=` inside a tag renamed to `x-on…=` before parsing. Not for safety (the parsed document
 * runs nothing and every attribute is dropped below) but because Chromium checks an event
 * handler attribute against the page's Content-Security-Policy the moment any parser sets it,
 * even DOMParser's, and logs a violation for a notice like `<img onerror=…>`.
 */
const inertHandlers = (html: string) =>
  html.replace(/<[a-zA-Z][^<>]*>/g, (tag) => tag.replace(/([\s/"'])on([a-z])/gi, '$1x-on$2'));

/** A parsed node, as much of it as the notice needs: the browser's DOM nodes and parse5's both fit. */
export type ParsedNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: string; children: ParsedNode[] }
  | { kind: 'other' };

/** The nodes of `<body>…</body>` parsed as an HTML document. */
export type BodyParser = (html: string) => ParsedNode[];

function fromDom(node: Node): ParsedNode {
  if (node.nodeType === Node.TEXT_NODE) return { kind: 'text', text: node.textContent ?? '' };
  if (node.nodeType !== Node.ELEMENT_NODE) return { kind: 'other' };
  return {
    kind: 'element',
    tag: (node as Element).tagName.toLowerCase(),
    children: [...node.childNodes].map(fromDom),
  };
}

const browserParser: BodyParser = (html) =>
  [...new DOMParser().parseFromString(html, 'text/html').body.childNodes].map(fromDom);

let parseBody: BodyParser = browserParser;

/** The server's parser (it has no DOMParser): set once by the server entry. */
export function setBodyParser(parser: BodyParser): void {
  parseBody = parser;
}

export function parseNotice(html: string): NoticeNode[] {
  const body = parseBody(`<body>${inertHandlers(html)}</body>`);
  let budget = MAX_NODES;

  function convert(node: ParsedNode, depth: number): NoticeNode[] {
    if (budget-- <= 0) return [];
    if (node.kind === 'text') return node.text ? [node.text] : [];
    if (node.kind !== 'element') return [];
    const { tag } = node;
    if (DROPPED.has(tag)) return [];
    const children = depth >= MAX_DEPTH ? [] : node.children.flatMap((child) => convert(child, depth + 1));
    // Links and unknown tags keep their text only: nothing a supplier writes becomes clickable.
    return isKept(tag) ? [{ tag, children: tag === 'br' ? [] : children }] : children;
  }

  return body.flatMap((node) => convert(node, 0));
}

/** The notice as plain text (its accessible summary, and what an empty check looks at). */
export function noticeText(nodes: readonly NoticeNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : noticeText(node.children))).join('');
}
