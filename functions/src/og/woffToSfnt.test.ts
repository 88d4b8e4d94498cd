import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { previewFontFiles } from './previewFonts';
import { woffToSfnt } from './woffToSfnt';

/** A WOFF file of the given tables (compressed when that is smaller), built here to test the decoder. */
function woffOf(tables: Array<{ tag: string; data: Buffer }>): Buffer {
  const entries: Buffer[] = [];
  const bodies: Buffer[] = [];
  let offset = 44 + 20 * tables.length;
  for (const table of tables) {
    const deflated = deflateSync(table.data);
    const stored = deflated.length < table.data.length ? deflated : table.data;
    const entry = Buffer.alloc(20);
    entry.write(table.tag, 0, 'latin1');
    entry.writeUInt32BE(offset, 4);
    entry.writeUInt32BE(stored.length, 8);
    entry.writeUInt32BE(table.data.length, 12);
    entry.writeUInt32BE(0x1234, 16);
    entries.push(entry);
    const padded = Buffer.alloc((stored.length + 3) & ~3);
    stored.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  }
  const header = Buffer.alloc(44);
  header.write('wOFF', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt16BE(tables.length, 12);
  return Buffer.concat([header, ...entries, ...bodies]);
}

describe('woffToSfnt', () => {
  it('unwraps compressed and stored tables into a TrueType file', () => {
    const big = Buffer.alloc(400, 7);
    const small = Buffer.from([1, 2, 3]);
    const sfnt = woffToSfnt(
      woffOf([
        { tag: 'glyf', data: big },
        { tag: 'head', data: small },
      ]),
    );
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(2);
    const table = (index: number) => {
      const entry = 12 + index * 16;
      const offset = sfnt.readUInt32BE(entry + 8);
      return {
        tag: sfnt.toString('latin1', entry, entry + 4),
        data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(entry + 12)),
      };
    };
    expect(table(0)).toEqual({ tag: 'glyf', data: big });
    expect(table(1)).toEqual({ tag: 'head', data: small });
    expect(sfnt.readUInt32BE(12 + 16 + 8) % 4).toBe(0);
  });

  it('refuses what is not a WOFF file', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, but long enough to have a header....'))).toThrow(/WOFF/);
  });

  it('decodes every bundled font of the card', () => {
    const require = createRequire(__filename);
    for (const file of previewFontFiles) {
      const sfnt = woffToSfnt(readFileSync(require.resolve(file)));
      expect(sfnt.readUInt32BE(0), file).toBe(0x00010000);
    }
  });
});
