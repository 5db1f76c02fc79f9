import { escapeHtml } from '#api/modules/oauth-sandbox';

/**
 * The HTML part of a plain-text mail: the same words, a paragraph per blank-line block and
 * addresses made into links, so the two parts never say different things.
 */
export function htmlOfText(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) =>
      escapeHtml(block)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replaceAll('\n', '<br>'),
    )
    .map((block) => `<p>${block}</p>`);
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"></head><body>${paragraphs.join('')}</body></html>`;
}
