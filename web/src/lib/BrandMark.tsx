/**
 * The office's mark (a house on teal), shown beside the company name when no logo is set. Drawn inline:
 * an `<img src="/favicon.svg">` made the browser build a separate SVG document for it on every page load
 * (8-19 ms of main thread on the slow test machine, a long task at 4x CPU) and lay the header out again
 * when it arrived. The same drawing is web/public/favicon.svg (checked by brandMark.test.ts) and the
 * link-preview cards' mark (site/workers/preview/previewCardSvg.tsx).
 */
export const brandMarkMarkup =
  '<rect width="64" height="64" rx="14" fill="#0f766e"/><path d="M32 14 12 30h6v20h10V38h8v12h10V30h6z" fill="#fff"/>';

export function BrandMark({ size }: { size: number }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: brandMarkMarkup }}
    />
  );
}
