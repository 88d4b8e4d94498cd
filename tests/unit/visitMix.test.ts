// The cost-of-a-visit replay's mix (scripts/bench/visitMix.mjs, issue 38).
import type { Language } from '@household/model';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types
import { otherPages, viewIntervalMs, visitMix } from '../../scripts/bench/visitMix.mjs';

type View = { kind: string; path: string; lang: Language; atMs: number };
const workers = Array.from({ length: 500 }, (_, i) => `MD-${String(i).padStart(4, '0')}`);

describe('visitMix', () => {
  const views: View[] = visitMix({ views: 1000, workerRefCodes: workers });

  it('has the issue 38 shares exactly: 60% home, 20% lists, 15% workers, 5% other', () => {
    const count = (kind: string) => views.filter((view) => view.kind === kind).length;
    expect(views).toHaveLength(1000);
    expect([count('home'), count('list'), count('worker'), count('other')]).toEqual([600, 200, 150, 50]);
  });

  it('uses both languages, each address carrying its language, Arabic the larger share', () => {
    const arabic = views.filter((view) => view.lang === 'ar').length;
    expect(arabic).toBeGreaterThan(500);
    expect(arabic).toBeLessThan(800);
    for (const view of views) expect(view.path).toMatch(new RegExp(`[?&]lang=${view.lang}$`));
  });

  it('addresses real pages: lists, known workers, the other public pages', () => {
    for (const view of views) {
      const path = view.path.split('?')[0]!;
      if (view.kind === 'home') expect(path).toBe('/');
      if (view.kind === 'list') expect(['/maids-resume', '/transfer-staff', '/drivers-resume']).toContain(path);
      if (view.kind === 'worker') expect(workers).toContain(path.replace('/workers/', ''));
      if (view.kind === 'other') expect(otherPages).toContain(path);
    }
  });

  it('spreads the views at the monthly rate and is the same mix every run', () => {
    expect(views[999]!.atMs).toBe(Math.round(999 * viewIntervalMs));
    expect(visitMix({ views: 1000, workerRefCodes: workers })).toEqual(views);
    expect(visitMix({ views: 1000, workerRefCodes: workers, seed: 1 })).not.toEqual(views);
  });
});
