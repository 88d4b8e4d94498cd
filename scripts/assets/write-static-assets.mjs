// Writes the neutral about-us avatars (SVG) and a minimal valid one-page PDF CV.
// Called by generate-media.sh; needs only Node.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const pub = process.argv[2];
if (!pub) throw new Error('usage: node write-static-assets.mjs <web/public>');

const avatarColors = [
  ['#0f766e', '#ccfbf1'],
  ['#1e3a8a', '#dbeafe'],
  ['#7c2d12', '#ffedd5'],
];
avatarColors.forEach(([fg, bg], index) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="Avatar">
<rect width="160" height="160" rx="80" fill="${bg}"/>
<circle cx="80" cy="62" r="28" fill="${fg}"/>
<path d="M28 140c6-30 28-46 52-46s46 16 52 46" fill="${fg}"/>
</svg>
`;
  writeFileSync(path.join(pub, 'media', 'avatars', `avatar-${index + 1}.svg`), svg);
});

/** A minimal PDF 1.4 with one A4 page of Helvetica text, xref offsets computed. */
function minimalPdf(lines) {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${770 - i * 24} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

writeFileSync(
  path.join(pub, 'cvs', 'sample-cv.pdf'),
  minimalPdf([
    'Sample CV (demo data)',
    'Reference: see the staff card for the worker reference code.',
    'Experience: household work, cleaning, laundry, cooking.',
    'Languages: English, basic Arabic.',
    'This is a generated sample document; it describes no real person.',
    'Contact the office by WhatsApp to arrange an interview.',
  ]),
);
