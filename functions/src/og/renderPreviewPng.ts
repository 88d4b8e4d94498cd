import { previewImageSize } from '@household/model';
import { writePreviewFonts } from './previewFonts';

type ResvgModule = typeof import('@resvg/resvg-js');

/** Loaded on the first image only: the other functions of the codebase do not pay for the renderer or the fonts. */
let loaded: Promise<{ resvg: ResvgModule; fontFiles: string[] }> | undefined;

function renderer() {
  loaded ??= (async () => ({ resvg: await import('@resvg/resvg-js'), fontFiles: writePreviewFonts() }))();
  return loaded;
}

/** The card's SVG as a 1200x630 PNG (resvg: shapes Arabic and orders right-to-left text; fonts bundled, none of the system's). */
export async function renderPreviewPng(svg: string): Promise<Buffer> {
  const { resvg, fontFiles } = await renderer();
  const image = new resvg.Resvg(svg, {
    fitTo: { mode: 'width', value: previewImageSize.width },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return image.render().asPng();
}
