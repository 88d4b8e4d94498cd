import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionsRegion, functionsRegionFor, rewriteRegionMismatches } from './functionsRegion.ts';

describe('functions region', () => {
  it('follows Firestore where functions are offered, and says so where they are not', () => {
    expect(functionsRegionFor('me-central2')).toMatchObject({ region: 'me-central2' });
    expect(functionsRegionFor('nam5')).toMatchObject({ region: 'us-central1' });
    expect(functionsRegionFor('eur3')).toMatchObject({ region: 'europe-west1' });
    const none = functionsRegionFor('mars-north1');
    expect(none.region).toBeNull();
    expect(none.note).toContain('not offered in mars-north1');
  });

  it('names every Hosting rewrite that sends to another region', () => {
    const hosting = {
      rewrites: [
        { function: { functionId: 'renderPage', region: 'me-central2' } },
        { function: { functionId: 'serveOgImage', region: 'us-central1' } },
        { function: { functionId: 'serveSitemap' } },
      ],
    };
    expect(rewriteRegionMismatches(hosting, 'me-central2')).toEqual([
      'serveOgImage rewrites to us-central1',
      'serveSitemap rewrites to no region',
    ]);
  });

  it("firebase.json's rewrites use the one setting", () => {
    const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: Parameters<typeof rewriteRegionMismatches>[0];
    };
    expect(rewriteRegionMismatches(config.hosting, functionsRegion)).toEqual([]);
  });
});
