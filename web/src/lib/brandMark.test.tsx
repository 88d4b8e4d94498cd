import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark, brandMarkMarkup } from './BrandMark';

describe('BrandMark', () => {
  it('draws the favicon, inline and hidden from screen readers', () => {
    const favicon = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim();
    expect(favicon).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${brandMarkMarkup}</svg>`);
    const markup = renderToStaticMarkup(<BrandMark size={32} />);
    expect(markup).toBe(`<svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">${brandMarkMarkup}</svg>`);
  });
});
