/**
 * The worker's link-preview card as SVG, 1200x630 (docs/decisions/022-worker-preview-images.md), drawn
 * to PNG by the `serveOgImage` function (resvg, with the bundled Inter and IBM Plex Sans Arabic). Arabic
 * cards are mirrored and right-to-left; the renderer shapes the Arabic text. Server only (react-dom/server
 * for the site's own flag drawings); pure, unit tested.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { previewImageSize } from '@household/model';
import { Flag } from '@/site/lib/flags';
import { brandMarkMarkup } from '@/lib/BrandMark';
import type { PreviewCardTexts } from './previewCardTexts';

const { width: W, height: H } = previewImageSize;
const margin = 72;
const teal = '#0f766e';
const photoBox = { width: 380, height: 474 };

/** The office's mark when no logo is drawn (the favicon's drawing). */
const mark = brandMarkMarkup;

export const previewFontFamilies = { en: 'Inter', ar: 'IBM Plex Sans Arabic' } as const;

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * An Arabic line's text: its digits as Arabic-Indic digits (٥), which the Arabic font draws (its subset has
 * no Latin digits, and a Latin run inside a right-to-left line is not drawn by the renderer). The reference
 * code is a line of its own, in Inter.
 */
export function arabicLineText(value: string): string {
  return value.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}

/** A generous width estimate (no font metrics here): wide enough that a text fitted by it never overflows. */
export function estimatedWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) {
    if (/\s/.test(char)) units += 0.3;
    else if (/[A-Z0-9\u0600-\u06ff]/.test(char)) units += 0.68;
    else units += 0.58;
  }
  return units * size;
}

/** The font size at which `text` fits `maxWidth`, at most `size`. */
export function fittedSize(text: string, size: number, maxWidth: number): number {
  const width = estimatedWidth(text, size);
  return width <= maxWidth ? size : Math.max(12, Math.floor((size * maxWidth) / width));
}

export function previewCardSvg(texts: PreviewCardTexts, photoDataUri: string | null): string {
  const rtl = texts.language === 'ar';
  const family = rtl ? `${previewFontFamilies.ar}, ${previewFontFamilies.en}` : previewFontFamilies.en;
  const photo = texts.withPhoto && photoDataUri ? photoDataUri : null;
  // The photo (or the panel in its place) takes the far side; the texts fit beside it.
  const textWidth = W - 2 * margin - photoBox.width - 48;
  /** x of a box of width `w` that starts `x` from the reading side. */
  const boxX = (x: number, w: number) => (rtl ? W - x - w : x);
  const text = (value: string, x: number, y: number, size: number, weight: number, fill: string, maxWidth: number) => {
    const fitted = fittedSize(value, size, maxWidth);
    const arabic = rtl && /[\u0600-\u06ff]/.test(value);
    // On the Arabic card a line without Arabic letters (the reference code) is set in Inter, as on the English one.
    const attributes = rtl
      ? ` direction="rtl" text-anchor="end"${arabic ? '' : ` font-family="${previewFontFamilies.en}"`}`
      : '';
    return `<text x="${rtl ? W - x : x}" y="${y}" font-size="${fitted}" font-weight="${weight}" fill="${fill}"${attributes}>${escapeXml(
      arabic ? arabicLineText(value) : value,
    )}</text>`;
  };
  const parts: string[] = [
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<rect y="${H - 20}" width="${W}" height="20" fill="${teal}"/>`,
    `<g transform="translate(${boxX(margin, 64)} 52)">${mark}</g>`,
    text(texts.officeName, margin + 64 + 20, 96, 34, 700, teal, textWidth - 84),
    text(texts.refCode, margin, 250, 108, 700, '#111827', textWidth),
    text(texts.job, margin, 338, 56, 600, teal, textWidth),
  ];
  let y = 380;
  if (texts.country) {
    const flag = renderToStaticMarkup(<Flag code={texts.country.code} />);
    // The flag drawing is 48x32; drawn at 1.75x (84x56) with a hairline frame (white stripes on white).
    parts.push(
      `<g transform="translate(${boxX(margin, 84)} ${y}) scale(1.75)">${flag}<rect width="48" height="32" fill="none" stroke="#d1d5db" stroke-width="0.6"/></g>`,
      text(texts.country.name, margin + 84 + 24, y + 44, 46, 500, '#1f2937', textWidth - 108),
    );
    y += 100;
  }
  parts.push(text(texts.experience, margin, y + 36, 44, 500, '#374151', textWidth));
  const x = boxX(W - margin - photoBox.width, photoBox.width);
  if (!photo) {
    // No photo (no consent, or none): the office's mark, large, on a light panel in its place.
    const size = 192;
    parts.push(
      `<rect x="${x}" y="52" width="${photoBox.width}" height="${photoBox.height}" rx="28" fill="#ecfdf5"/>`,
      `<g transform="translate(${x + (photoBox.width - size) / 2} ${52 + (photoBox.height - size) / 2}) scale(${size / 64})">${mark}</g>`,
    );
  } else {
    parts.unshift(
      `<defs><clipPath id="photo"><rect x="${x}" y="52" width="${photoBox.width}" height="${photoBox.height}" rx="28"/></clipPath></defs>`,
    );
    parts.push(
      `<image x="${x}" y="52" width="${photoBox.width}" height="${photoBox.height}" preserveAspectRatio="xMidYMid slice" clip-path="url(#photo)" href="${escapeXml(photo)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${family}">${parts.join('')}</svg>`;
}
