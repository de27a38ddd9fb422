import { RICH_TEXT_LINK_ATTRIBUTES } from "@lotus/contracts";
import Link from "@tiptap/extension-link";
import { type Extensions, Node } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { checkEditorUrl } from "../../../lib/rich-text";

/** Images sit inline in the text, as the old console editor placed them; address and size only. */
const InlineImage = Node.create({
  name: "image",
  inline: true,
  group: "inline",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: { default: null },
      height: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: "img[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", HTMLAttributes];
  },
});

/**
 * The editor's schema: only what the server's allow-list keeps (contracts' RICH_TEXT_TAGS), so the
 * HTML an operator writes is stored unchanged. Code marks and code blocks are left out for that reason.
 */
export const editorExtensions: Extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    link: false,
    // No empty paragraph appended after a closing list or quote: it would be stored and shown on the site.
    trailingNode: false,
    heading: { levels: [1, 2, 3, 4] },
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: "https",
    protocols: ["mailto"],
    HTMLAttributes: { ...RICH_TEXT_LINK_ATTRIBUTES, class: null },
    isAllowedUri: (url) => checkEditorUrl(url, "link").ok,
  }),
  InlineImage,
];
