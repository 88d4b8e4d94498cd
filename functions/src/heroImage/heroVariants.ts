import { heroFormats, heroVariantSizes, type HeroFormat, type HeroVariantSize } from '@household/model';

export interface EncodedHeroVariant {
  size: HeroVariantSize;
  format: HeroFormat;
  contentType: string;
  data: Buffer;
}

const contentTypeOf: Record<HeroFormat, string> = { avif: 'image/avif', jpeg: 'image/jpeg' };

/**
 * The hero's variants of one picture (model heroVariantSizes: a centred 3:4 phone crop and the whole
 * picture, each at its widths, never upscaled), as AVIF and JPEG. Turned upright by its EXIF orientation;
 * metadata (EXIF, GPS) is not copied. Also used by scripts/hero-variants.mjs for the bundled default.
 */
export async function encodeHeroVariants(input: Buffer): Promise<EncodedHeroVariant[]> {
  // Loaded when a hero is encoded, not with every function of the bundle (each instance's cold start).
  const { default: sharp } = await import('sharp');
  const { autoOrient } = await sharp(input, { failOn: 'error' }).metadata();
  const sizes = heroVariantSizes(autoOrient.width, autoOrient.height);
  const out: EncodedHeroVariant[] = [];
  for (const size of sizes) {
    const resized = sharp(input, { failOn: 'error' })
      .autoOrient()
      .resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' });
    for (const format of heroFormats) {
      const data =
        format === 'avif'
          ? await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer()
          : await resized.clone().jpeg({ quality: 72, progressive: true, mozjpeg: true }).toBuffer();
      out.push({ size, format, contentType: contentTypeOf[format], data });
    }
  }
  return out;
}
