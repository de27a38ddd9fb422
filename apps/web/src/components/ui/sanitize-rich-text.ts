import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from "@lotus/contracts";

/**
 * The site's rich-text sanitiser (DESIGN §6, docs/adr/0011): the server already keeps rich text to
 * the allow-list in contracts when it is saved; the page keeps to the same list again before
 * anything reaches the DOM.
 *
 * The HTML is parsed in an inert document (no scripts run, nothing loads) and a new fragment is
 * built from it in the page's document, element by element: only allowed tags, in the HTML
 * namespace, with allowed attributes whose values pass the server's rules. Nothing parsed is
 * adopted and no HTML string is written back, so the browser never parses the output a second time.
 */

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
const TAGS = new Set<string>(RICH_TEXT_TAGS);
/** Elements dropped with everything inside them; any other element not allowed keeps its text. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "textarea",
  "title",
  "iframe",
  "object",
  "embed",
  "noembed",
  "noframes",
  "xmp",
  "select",
  "option",
]);
/** The server's style rules (apps/server content/rich-text.ts), no looser: whole values only. */
const STYLE_RULES: Readonly<Record<string, RegExp>> = {
  color: /^(#[0-9a-f]{3,6}|rgba?\([\d\s.,%]+\))$/i,
  "text-align": /^(left|right|center)$/i,
};
const URL_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  "a.href": RICH_TEXT_LINK_SCHEMES,
  "img.src": RICH_TEXT_IMAGE_SCHEMES,
};

/**
 * Node properties read through the prototypes: an element named "attributes" or "childNodes"
 * inside a parsed form would otherwise stand in for the real property (DOM clobbering).
 */
function domReaders() {
  const getter = <T>(proto: object, name: string) => {
    const get = Object.getOwnPropertyDescriptor(proto, name)?.get;
    if (!get) throw new Error(`no ${name} getter`);
    return (node: Node) => get.call(node) as T;
  };
  return {
    nodeType: getter<number>(Node.prototype, "nodeType"),
    childNodes: getter<NodeListOf<ChildNode>>(Node.prototype, "childNodes"),
    text: getter<string | null>(Node.prototype, "nodeValue"),
    localName: getter<string>(Element.prototype, "localName"),
    namespace: getter<string | null>(Element.prototype, "namespaceURI"),
    attributes: getter<NamedNodeMap>(Element.prototype, "attributes"),
  };
}
type DomReaders = ReturnType<typeof domReaders>;

/** A URL attribute's value when its scheme is allowed, as the browser itself would resolve it. */
function allowedUrl(value: string, schemes: readonly string[], base: string): string | null {
  try {
    const scheme = new URL(value, base).protocol.slice(0, -1).toLowerCase();
    return schemes.includes(scheme) ? value : null;
  } catch {
    return null;
  }
}

/** Only the allowed declarations of a style attribute, each checked whole. */
function allowedStyle(value: string): string | null {
  const kept: string[] = [];
  for (const declaration of value.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration.slice(colon + 1).trim();
    if (STYLE_RULES[property]?.test(propertyValue)) kept.push(`${property}: ${propertyValue}`);
  }
  return kept.length > 0 ? kept.join("; ") : null;
}

function attributeValue(tag: string, name: string, value: string, base: string): string | null {
  const schemes = URL_SCHEMES[`${tag}.${name}`];
  if (schemes) return allowedUrl(value, schemes, base);
  if (name === "style") return allowedStyle(value);
  return value;
}

function copyAttributes(
  read: DomReaders,
  source: Element,
  target: HTMLElement,
  tag: string,
  base: string,
): void {
  const allowed = [...(RICH_TEXT_ATTRIBUTES[tag] ?? []), ...(RICH_TEXT_ATTRIBUTES["*"] ?? [])];
  for (const attribute of Array.from(read.attributes(source))) {
    const name = attribute.name.toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = attributeValue(tag, name, attribute.value, base);
    if (value !== null) target.setAttribute(name, value);
  }
  if (tag === "a") {
    for (const [name, value] of Object.entries(RICH_TEXT_LINK_ATTRIBUTES)) target.setAttribute(name, value);
  }
}

/** Rich text as a fragment of the given document, holding only what the allow-list permits. */
export function sanitizeRichText(html: string, into: Document = document): DocumentFragment {
  const read = domReaders();
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const fragment = into.createDocumentFragment();
  const base = into.baseURI;
  // Depth first without recursion: [source node, the clean parent its clean copy goes into].
  const stack: Array<[Node, Node]> = [];
  const pushChildren = (source: Node, target: Node) => {
    const children = Array.from(read.childNodes(source));
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const child = children[index];
      if (child) stack.push([child, target]);
    }
  };
  pushChildren(parsed.body, fragment);
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [source, target] = entry;
    const type = read.nodeType(source);
    if (type === Node.TEXT_NODE) {
      target.appendChild(into.createTextNode(read.text(source) ?? ""));
      continue;
    }
    if (type !== Node.ELEMENT_NODE) continue;
    const element = source as Element;
    // SVG and MathML (and anything else outside HTML) go whole, content included.
    if (read.namespace(element) !== HTML_NAMESPACE) continue;
    const tag = read.localName(element);
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!TAGS.has(tag)) {
      // A tag outside the list goes, its allowed content stays (as on the server).
      pushChildren(element, target);
      continue;
    }
    const clean = into.createElement(tag);
    copyAttributes(read, element, clean, tag, base);
    target.appendChild(clean);
    pushChildren(element, clean);
  }
  return fragment;
}
