import { describe, expect, it } from 'vitest';
import { classesInMarkup, criticalCss, parseStylesheet, requiredClasses, splitTopLevel } from './criticalCss';

const critical = (css: string, html: string) => criticalCss(parseStylesheet(css), classesInMarkup(html));

describe('criticalCss', () => {
  it('keeps the rules whose classes the markup carries, in their order, and drops the others', () => {
    const css = '.a{color:red}.b{color:blue}.a .c{margin:0}.a.b{padding:0}html{font-size:16px}';
    expect(critical(css, '<div class="a"><p class="c">x</p></div>')).toBe(
      '.a{color:red}.a .c{margin:0}html{font-size:16px}',
    );
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(critical('.a,.b>span,p.c{color:red}', '<p class="c"></p>')).toBe('p.c{color:red}');
  });

  it('filters inside @media and @supports, and drops a group left empty', () => {
    const css = '@media (min-width:40em){.a{color:red}.b{color:blue}}@supports (display:grid){.b{display:grid}}';
    expect(critical(css, '<i class="a"></i>')).toBe('@media (min-width:40em){.a{color:red}}');
  });

  it('keeps @font-face, @keyframes, statements and rules without classes whole', () => {
    const css =
      '@charset "utf-8";@font-face{font-family:X;src:url(/x.woff2)}@keyframes spin{0%{opacity:0}to{opacity:1}}:root{--c:1}*{box-sizing:border-box}';
    expect(critical(css, '<p></p>')).toBe(css);
  });

  it('does not require classes inside :not(), :is(), :has() or attribute selectors', () => {
    const css = '.a:not(.z){color:red}:is(.y,.a) p{margin:0}a[href$=".pdf"]{color:blue}.a:has(.q){padding:0}';
    expect(critical(css, '<p class="a"></p>')).toBe(css);
    expect(requiredClasses('.a:not(.z) .b::after')).toEqual(['a', 'b']);
  });

  it('keeps attribute and state selectors on classes the markup carries (dark theme, open menu, hover)', () => {
    const css = '[data-theme=dark] .a{color:#fff}.a:hover{color:red}.a[aria-expanded=true]{color:blue}';
    expect(critical(css, '<a class="a"></a>')).toBe(css);
  });

  it('keeps a selector with a CSS escape rather than guess what it names', () => {
    expect(requiredClasses('.sm\\:flex')).toBeNull();
    expect(critical('.sm\\:flex{display:flex}', '<p></p>')).toBe('.sm\\:flex{display:flex}');
  });

  it('is not fooled by braces, commas or dots inside strings and comments', () => {
    const css = '/* .x{} */.a::before{content:"}.b,{"}.a[title="a,b"]{color:red}';
    expect(critical(css, '<p class="a"></p>')).toBe('.a::before{content:"}.b,{"}.a[title="a,b"]{color:red}');
    expect(splitTopLevel('.a[title="a,b"], .b:is(.c,.d)', ',')).toEqual(['.a[title="a,b"]', '.b:is(.c,.d)']);
  });

  it('reads every class of every class attribute, SVG included', () => {
    expect([
      ...classesInMarkup('<div class="a  b"><svg class="flag flag--small"></svg><p data-class="z"></p>'),
    ]).toEqual(['a', 'b', 'flag', 'flag--small']);
  });

  it('returns the whole sheet for markup that carries every class', () => {
    const css = '.a{color:red}@media print{.b{display:none}}';
    expect(critical(css, '<p class="a b"></p>')).toBe(css);
  });
});
