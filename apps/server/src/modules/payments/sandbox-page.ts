import { sandboxText } from "./messages";

/** The sandbox gateway's pages: plain server-rendered HTML, no script (the site's CSP allows none inline). */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

function layout(language: string, body: string): string {
  const title = escapeHtml(sandboxText("title", language));
  return `<!doctype html>
<html lang="${language === "VI" ? "vi" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2330; margin: 0; padding: 24px; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p.notice { color: #8a5a00; background: #fff4d6; padding: 8px 12px; border-radius: 8px; font-size: 14px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 20px 0; }
  dt { color: #5b6475; } dd { margin: 0; font-weight: 600; }
  form { display: inline-block; margin-right: 8px; }
  button { font-size: 16px; padding: 10px 24px; border-radius: 8px; border: 0; cursor: pointer; }
  button.pay { background: #1f8f4e; color: #fff; } button.fail { background: #c0392b; color: #fff; }
  a { color: #1f5fbf; }
</style>
</head>
<body><main><h1>${title}</h1>${body}</main></body>
</html>`;
}

export function sandboxPaymentPage(input: {
  language: string;
  merchant: string;
  amount: string;
  reference: string;
  action: string;
  token: string;
}): string {
  const { language } = input;
  const button = (outcome: "pay" | "fail") => `<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<input type="hidden" name="outcome" value="${outcome}">
<input type="hidden" name="lang" value="${escapeHtml(language)}">
<button type="submit" class="${outcome}">${escapeHtml(sandboxText(outcome, language))}</button>
</form>`;
  return layout(
    language,
    `<p class="notice">${escapeHtml(sandboxText("notice", language))}</p>
<dl>
<dt>${escapeHtml(sandboxText("merchant", language))}</dt><dd>${escapeHtml(input.merchant)}</dd>
<dt>${escapeHtml(sandboxText("amount", language))}</dt><dd>${escapeHtml(input.amount)}</dd>
<dt>${escapeHtml(sandboxText("reference", language))}</dt><dd>${escapeHtml(input.reference)}</dd>
</dl>
${button("pay")}${button("fail")}`,
  );
}

export function sandboxMessagePage(language: string, message: string, detail?: string): string {
  return layout(
    language,
    `<p>${escapeHtml(message)}</p>${detail ? `<p>${escapeHtml(detail)}</p>` : ""}<p><a href="/">${escapeHtml(
      sandboxText("back", language),
    )}</a></p>`,
  );
}
