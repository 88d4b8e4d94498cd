import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeHeroVariants } from './heroVariants';

describe('encodeHeroVariants', () => {
  it('makes phone crops and wide sizes as AVIF and JPEG, upright, never upscaled', async () => {
    // 1000 x 560, stored sideways (EXIF orientation 6): upright it is 560 x 1000 (small: encoding is slow).
    const input = await sharp({ create: { width: 1000, height: 560, channels: 3, background: '#4a7' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const encoded = await encodeHeroVariants(input);
    const read = await Promise.all(
      encoded.map(async (variant) => {
        const meta = await sharp(variant.data).metadata();
        return `${variant.size.crop} ${meta.format} ${meta.width}x${meta.height}`;
      }),
    );
    expect(read).toEqual([
      'phone heif 480x857',
      'phone jpeg 480x857',
      'phone heif 560x1000',
      'phone jpeg 560x1000',
      'wide heif 560x1000',
      'wide jpeg 560x1000',
    ]);
    expect(encoded.every((variant) => !variant.data.includes('Exif'))).toBe(true);
  }, 60_000);

  it('refuses what is not an image', async () => {
    await expect(encodeHeroVariants(Buffer.from('<svg onload="x"/>'))).rejects.toThrow();
  });
});
