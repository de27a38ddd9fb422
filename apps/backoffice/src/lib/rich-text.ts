/** HTML that shows nothing (an emptied editor leaves "<br>" or empty paragraphs behind). */
export function isBlankHtml(html: string): boolean {
  if (/<(img|iframe|video|hr)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/gi, " ")
      .trim() === ""
  );
}
