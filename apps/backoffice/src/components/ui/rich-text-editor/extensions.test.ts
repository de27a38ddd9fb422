import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from "@lotus/contracts";
import type { DOMOutputSpec, Node as ProseNode } from "@tiptap/pm/model";
import { getSchema, type JSONContent } from "@tiptap/react";
import { describe, expect, it } from "vitest";
import { editorExtensions } from "./extensions";

const schema = getSchema(editorExtensions);
const VOID_TAGS = new Set(["br", "hr", "img"]);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** ProseMirror's DOM output spec written as an HTML string, as the browser would serialise it. */
function renderSpec(spec: DOMOutputSpec, hole: string): string {
  if (typeof spec === "string") return escapeHtml(spec);
  if (!Array.isArray(spec)) throw new Error("the editor's schema renders through output specs only");
  const [tag, ...rest] = spec as [string, ...unknown[]];
  const first = rest[0];
  const hasAttrs = first !== null && typeof first === "object" && !Array.isArray(first);
  const attrs = hasAttrs ? (first as Record<string, unknown>) : {};
  const children = hasAttrs ? rest.slice(1) : rest;
  const attrText = Object.entries(attrs)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join("");
  if (VOID_TAGS.has(tag)) return `<${tag}${attrText}>`;
  const inner = children.map((child) => (child === 0 ? hole : renderSpec(child as DOMOutputSpec, hole)));
  return `<${tag}${attrText}>${inner.join("")}</${tag}>`;
}

function toHtml(node: ProseNode): string {
  if (node.isText)
    return [...node.marks].reverse().reduce(
      (html, mark) => {
        const toDOM = mark.type.spec.toDOM;
        if (!toDOM) throw new Error(`mark ${mark.type.name} renders nothing`);
        return renderSpec(toDOM(mark, true) as DOMOutputSpec, html);
      },
      escapeHtml(node.text ?? ""),
    );
  const inner: string[] = [];
  node.content.forEach((child) => {
    inner.push(toHtml(child));
  });
  const toDOM = node.type.spec.toDOM;
  return toDOM ? renderSpec(toDOM(node) as DOMOutputSpec, inner.join("")) : inner.join("");
}

const text = (value: string, ...marks: JSONContent["marks"] & object) => ({
  type: "text",
  text: value,
  marks,
});
const paragraph = (...content: JSONContent[]) => ({ type: "paragraph", content });

/** One document using every node, mark and attribute the toolbar can produce. */
const EVERY_FORMAT: JSONContent = {
  type: "doc",
  content: [
    ...[1, 2, 3, 4].map((level) => ({
      type: "heading",
      attrs: { level },
      content: [text(`Level ${level}`)],
    })),
    paragraph(
      text("bold", { type: "bold" }),
      text("italic", { type: "italic" }),
      text("underline", { type: "underline" }),
      text("strike", { type: "strike" }),
      { type: "hardBreak" },
      text("site", { type: "link", attrs: { href: "https://lotus.example/promo" } }),
      text("mail", { type: "link", attrs: { href: "mailto:help@lotus.example" } }),
      { type: "image", attrs: { src: "https://cdn.lotus.example/banner.png", alt: "Banner" } },
    ),
    { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("one"))] }] },
    {
      type: "orderedList",
      attrs: { start: 3 },
      content: [{ type: "listItem", content: [paragraph(text("three"))] }],
    },
    { type: "blockquote", content: [paragraph(text("quoted"))] },
    { type: "horizontalRule" },
  ],
};

function allowedAttributes(tag: string): string[] {
  return [...(RICH_TEXT_ATTRIBUTES[tag] ?? []), ...(RICH_TEXT_ATTRIBUTES["*"] ?? [])];
}

describe("the editor's schema and the server's allow-list", () => {
  const doc = schema.nodeFromJSON(EVERY_FORMAT);
  const html = toHtml(doc);

  it("the sample covers every node and mark the editor knows", () => {
    const used = new Set<string>();
    doc.descendants((node) => {
      used.add(node.type.name);
      for (const mark of node.marks) used.add(mark.type.name);
    });
    used.add("doc");
    expect(
      [...Object.keys(schema.nodes), ...Object.keys(schema.marks)].filter((name) => !used.has(name)),
    ).toEqual([]);
  });

  it("renders only tags and attributes the sanitiser keeps", () => {
    const allowedTags: readonly string[] = RICH_TEXT_TAGS;
    const tags = [...html.matchAll(/<([a-z0-9]+)((?:\s[a-z-]+="[^"]*")*)>/g)];
    expect(tags.length).toBeGreaterThan(20);
    for (const [, tag = "", attrText = ""] of tags) {
      expect(allowedTags, `<${tag}> is not on the allow-list`).toContain(tag);
      for (const [, name = ""] of attrText.matchAll(/\s([a-z-]+)="/g))
        expect(allowedAttributes(tag), `${tag}[${name}] is not on the allow-list`).toContain(name);
    }
  });

  it("links carry exactly the attributes the server forces, with allowed schemes", () => {
    const links = [...html.matchAll(/<a ([^>]*)>/g)].map(([, attrs]) => attrs);
    expect(links).toHaveLength(2);
    for (const attrs of links) {
      expect(attrs).toContain(`target="${RICH_TEXT_LINK_ATTRIBUTES.target}"`);
      expect(attrs).toContain(`rel="${RICH_TEXT_LINK_ATTRIBUTES.rel}"`);
      const scheme = /href="([a-z]+):/.exec(attrs ?? "")?.[1] ?? "";
      expect(RICH_TEXT_LINK_SCHEMES as readonly string[]).toContain(scheme);
    }
    const imageScheme = /<img [^>]*src="([a-z]+):/.exec(html)?.[1] ?? "";
    expect(RICH_TEXT_IMAGE_SCHEMES as readonly string[]).toContain(imageScheme);
  });

  it("refuses links the server would strip, when they are pasted in", () => {
    const pasted = schema.nodeFromJSON(
      paragraph(text("bad", { type: "link", attrs: { href: "javascript:alert(1)" } })),
    );
    expect(toHtml(pasted)).toContain('href=""');
  });
});
