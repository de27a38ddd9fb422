import { fileURLToPath } from "node:url";
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from "@lotus/contracts";
import fc from "fast-check";
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";

/**
 * The site's rich-text sanitiser (src/components/ui/sanitize-rich-text.ts, docs/adr/0011) in
 * Chromium's own HTML parser, where its job is done: hostile input from the server-side sanitiser's
 * tests and the classic DOMPurify bypasses, and generated markup, must leave only what the
 * contracts' allow-list permits, and nothing in it may run. Needs no server: the module is bundled
 * here and run in a blank page.
 */

const SANITIZER = fileURLToPath(new URL("../src/components/ui/sanitize-rich-text.ts", import.meta.url));
const ORIGIN = "https://site.test";

let browser: Browser;
let page: Page;

async function bundleSanitizer(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      lib: { entry: SANITIZER, formats: ["iife"], name: "richText", fileName: "rich-text" },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ("output" in output ? output.output : []))
    .find((file) => "code" in file);
  if (!chunk || !("code" in chunk)) throw new Error("the sanitiser did not bundle");
  return chunk.code;
}

beforeAll(async () => {
  const code = await bundleSanitizer();
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>rich text</title><body></body>" }),
  );
  await page.goto(`${ORIGIN}/`);
  await page.addScriptTag({ content: code });
  // Every payload below calls this if any of it ever runs.
  await page.evaluate(() => {
    Object.assign(window, { xssRan: false, xss: () => Object.assign(window, { xssRan: true }) });
  });
});

afterAll(async () => {
  await browser?.close();
});

interface Rendered {
  html: string;
  problems: string[];
}

const RULES = {
  tags: [...RICH_TEXT_TAGS] as string[],
  attributes: RICH_TEXT_ATTRIBUTES as Record<string, string[]>,
  linkSchemes: [...RICH_TEXT_LINK_SCHEMES] as string[],
  imageSchemes: [...RICH_TEXT_IMAGE_SCHEMES] as string[],
};

/** Sanitises each input into the live page and lists whatever breaks the allow-list. */
async function render(inputs: readonly string[]): Promise<Rendered[]> {
  return page.evaluate(
    ({ inputs, rules }) => {
      const sanitize = (window as unknown as { richText: { sanitizeRichText: (html: string) => Node } })
        .richText.sanitizeRichText;
      return inputs.map((input) => {
        const holder = document.createElement("div");
        holder.appendChild(sanitize(input));
        document.body.appendChild(holder);
        const problems: string[] = [];
        for (const element of Array.from(holder.querySelectorAll("*"))) {
          const tag = element.localName;
          if (element.namespaceURI !== "http://www.w3.org/1999/xhtml") problems.push(`namespace ${tag}`);
          if (!rules.tags.includes(tag)) problems.push(`tag ${tag}`);
          const allowed = [...(rules.attributes[tag] ?? []), ...(rules.attributes["*"] ?? [])];
          for (const attribute of Array.from(element.attributes)) {
            if (!allowed.includes(attribute.name)) problems.push(`attribute ${tag}.${attribute.name}`);
          }
          const url =
            tag === "a" ? element.getAttribute("href") : tag === "img" ? element.getAttribute("src") : null;
          if (url !== null) {
            const scheme = new URL(url, document.baseURI).protocol.slice(0, -1);
            if (!(tag === "a" ? rules.linkSchemes : rules.imageSchemes).includes(scheme))
              problems.push(`scheme ${tag} ${scheme}`);
          }
          const style = element.getAttribute("style");
          if (
            style !== null &&
            !/^(color: [#\w(), .%]+|text-align: (left|right|center))(; (color: [#\w(), .%]+|text-align: (left|right|center)))*$/i.test(
              style,
            )
          )
            problems.push(`style ${style}`);
          if (
            tag === "a" &&
            (element.getAttribute("target") !== "_blank" ||
              element.getAttribute("rel") !== "noopener noreferrer")
          )
            problems.push("link without target/rel");
        }
        return { html: holder.innerHTML, problems };
      });
    },
    { inputs, rules: RULES },
  );
}

async function nothingRan(): Promise<boolean> {
  // Handlers of images and the like would fire on their own within a moment.
  await page.waitForTimeout(300);
  return page.evaluate(() => !(window as unknown as { xssRan: boolean }).xssRan);
}

/** Hostile input: the server sanitiser's cases, then well-known DOMPurify and mXSS bypasses. */
const HOSTILE = [
  '<p onclick="xss()">Hi<script>xss()</script><a href="javascript:xss()">x</a></p>',
  "<img src=x onerror=xss()>",
  '<a href=" javascript:xss()">space</a><a href="JaVaScRiPt:xss()">case</a><a href="java&#x09;script:xss()">tab</a>',
  '<a href="&#106;avascript:xss()">entity</a><a href="vbscript:xss()">vb</a><a href="data:text/html,<script>xss()</script>">data</a>',
  '<img src="javascript:xss()"><img src="https://cdn.example/a.png" onload="xss()">',
  '<svg><script>xss()</script><a href="javascript:xss()">svg</a><image href=x onerror=xss()></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=xss()>",
  '<svg></p><style><a id="</style><img src=1 onerror=xss()>">',
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=xss()>",
  '<noscript><p title="</noscript><img src=x onerror=xss()>">',
  "<template><img src=x onerror=xss()></template><div><template><script>xss()</script></template></div>",
  '<iframe src="javascript:xss()"></iframe><iframe srcdoc="<script>parent.xss()</script>"></iframe>',
  '<object data="javascript:xss()"></object><embed src="javascript:xss()">',
  '<form action="javascript:xss()"><input name="attributes"><input name="childNodes"><button formaction="javascript:xss()">go</button></form>',
  '<style>body{background:url("javascript:xss()")}</style><p style="background:url(javascript:xss())">bg</p>',
  '<span style="color:red;background-image:url(x)">c</span><p style="color:#f00; text-align:center; position:fixed">a</p>',
  '<base href="javascript:xss()//"><a href="/promo">rel</a><meta http-equiv="refresh" content="0;url=javascript:xss()">',
  '<div id="x" name="y" data-x="1" onmouseover="xss()"><details open ontoggle="xss()">d</details></div>',
  '<a href="https://ok.example" target="_self" rel="opener">ok</a><video><source onerror="xss()"></video>',
  "<p>a<!-- comment --><![CDATA[ x ]]>b</p><?php xss() ?><select><option><img src=x onerror=xss()></option></select>",
  `${"<div>".repeat(600)}deep${"</div>".repeat(600)}`,
];

describe("the site's rich-text sanitiser", () => {
  it("keeps nothing outside the allow-list from hostile input, and none of it runs", async () => {
    const rendered = await render(HOSTILE);
    expect(rendered.map((result) => result.problems)).toEqual(HOSTILE.map(() => []));
    expect(rendered.map((result) => result.html).join("")).not.toMatch(
      /xss|javascript|onerror|<script|<svg|<math/i,
    );
    expect(await nothingRan()).toBe(true);
  });

  it("keeps text, formatting and safe links, as the server does, and drops SVG and MathML whole", async () => {
    const [first, second, third, fourth] = await render([
      '<p onclick="xss()">Hi<script>xss()</script><a href="javascript:xss()">x</a></p>',
      '<p><strong>Bold</strong> <a href="https://lotus.example/promo">promo</a> <a href="/app">app</a></p>',
      '<p style="color:#f00;position:fixed">red</p><center><b>kept</b></center>',
      '<svg><a href="https://ok.example">in svg</a><text>drawn</text></svg><math><mi>x</mi></math><p>after</p>',
    ]);
    expect(first?.html).toBe('<p>Hi<a target="_blank" rel="noopener noreferrer">x</a></p>');
    expect(second?.html).toBe(
      '<p><strong>Bold</strong> <a href="https://lotus.example/promo" target="_blank" rel="noopener noreferrer">promo</a> ' +
        '<a href="/app" target="_blank" rel="noopener noreferrer">app</a></p>',
    );
    expect(third?.html).toBe('<p style="color: #f00">red</p><b>kept</b>');
    expect(fourth?.html).toBe("<p>after</p>");
  });

  it("shows what the back-office editor writes unchanged, for every format it offers", async () => {
    // The same shapes as the server sanitiser's test (apps/server/src/modules/content/rich-text.test.ts).
    const written = [
      "<h2>Weekend</h2><h3>Rules</h3>",
      '<p><strong>bold</strong><em>italic</em><u>underline</u><s>strike</s><br><a target="_blank" rel="noopener noreferrer" href="https://lotus.example/promo">site</a><a target="_blank" rel="noopener noreferrer" href="mailto:help@lotus.example">mail</a><img src="https://cdn.lotus.example/banner.png" alt="Banner"></p>',
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
      "<blockquote><p>quoted</p></blockquote><hr>",
    ].join("");
    const [result] = await render([written]);
    expect(result).toEqual({ html: written, problems: [] });
  });

  it("keeps to the allow-list whatever markup it is given", async () => {
    const tag = fc.constantFrom(
      ...RICH_TEXT_TAGS,
      "script",
      "style",
      "svg",
      "math",
      "form",
      "input",
      "iframe",
      "template",
      "noscript",
      "mglyph",
      "object",
      "textarea",
      "title",
    );
    const attribute = fc.constantFrom(
      'onerror="xss()"',
      'onload="xss()"',
      'href="javascript:xss()"',
      'href=" jAvAsCrIpT:xss()"',
      'href="https://ok.example/"',
      'src="x"',
      'src="javascript:xss()"',
      'style="color:#0f0;background:url(javascript:xss())"',
      'style="text-align:center"',
      'class="c"',
      'id="attributes"',
      'name="childNodes"',
      'title="</style><img src=x onerror=xss()>"',
    );
    const piece = fc.oneof(
      fc
        .tuple(tag, fc.array(attribute, { maxLength: 3 }))
        .map(([name, attrs]) => `<${name} ${attrs.join(" ")}>`),
      tag.map((name) => `</${name}>`),
      fc.constantFrom(
        "text",
        "<!--",
        "-->",
        "<![CDATA[",
        "]]>",
        '"',
        "'",
        ">",
        "&lt;",
        "<img src=x onerror=xss()>",
      ),
    );
    const markup = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(""));
    const samples = fc.sample(markup, { numRuns: 300, seed: 20261125 });
    const rendered = await render(samples);
    const broken = rendered.flatMap((result, index) =>
      result.problems.length > 0 ? [{ input: samples[index], problems: result.problems }] : [],
    );
    expect(broken).toEqual([]);
    expect(await nothingRan()).toBe(true);
  });
});
