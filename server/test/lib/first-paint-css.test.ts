import { describe, expect, it } from 'vitest';
import { firstPaintCss, markupUses, namedIn, parseStylesheet } from '../../src/lib/first-paint-css.ts';

// A rendered page's first-paint styles: what of the site's stylesheets its markup can use.
const usesOf = (markup: string) => markupUses(Buffer.from(markup));
const cut = (css: string | string[], markup: string) =>
  firstPaintCss([css].flat().map(parseStylesheet), usesOf(markup));

describe('the styles a rendered page needs for its first paint', () => {
  it('keeps the rules whose classes its elements carry, in order, and leaves the others out', () => {
    const css =
      'body{margin:0}.site-header{height:64px}.ant-btn.ant-btn-primary{color:#fff}' +
      '.ant-modal{position:fixed}.site-header .ant-btn,.ant-table td{padding:0}a:hover{color:red}';
    expect(cut(css, '<header class="site-header"><button class="ant-btn ant-btn-primary">Go</button></header>')).toBe(
      'body{margin:0}.site-header{height:64px}.ant-btn.ant-btn-primary{color:#fff}' +
        '.site-header .ant-btn,.ant-table td{padding:0}a:hover{color:red}',
    );
    // One class of the two missing: the rule cannot match.
    expect(cut(css, '<button class="ant-btn">Go</button>')).toBe('body{margin:0}a:hover{color:red}');
  });

  it('asks nothing of classes inside :not(), :where() and attribute selectors', () => {
    const css =
      ':where(.css-var-site).ant-btn{border:0}.ant-btn:not(.ant-btn-loading){cursor:pointer}' +
      '[class*="ant-col"]{min-height:1px}.ant-col:is(.ant-col-12){width:50%}';
    expect(cut(css, '<div class="ant-btn"></div>')).toBe(
      ':where(.css-var-site).ant-btn{border:0}.ant-btn:not(.ant-btn-loading){cursor:pointer}[class*="ant-col"]{min-height:1px}',
    );
  });

  it('keeps media and supports groups with their matching rules only, and drops them when none is left', () => {
    const css =
      '@media (max-width:767px){.site-header{height:48px}.ant-drawer{width:100%}}' +
      '@media print{.ant-drawer{display:none}}@supports (display:grid){.grid{display:grid}}';
    expect(cut(css, '<div class="site-header grid"></div>')).toBe(
      '@media (max-width:767px){.site-header{height:48px}}@supports (display:grid){.grid{display:grid}}',
    );
  });

  it('keeps the custom properties the kept rules read, through properties that read others', () => {
    const css =
      ':root{--ink:var(--ant-color-text);--ant-color-text:#000;--ant-color-primary:#1668dc;--ant-unused:1px}' +
      '.title{color:var(--ink)}.ant-modal{color:var(--ant-color-primary)}';
    expect(cut(css, '<h1 class="title">運動相簿</h1>')).toBe(
      ':root{--ink:var(--ant-color-text);--ant-color-text:#000}.title{color:var(--ink)}',
    );
    // A property the markup's inline style reads is kept too; a rule left with no declaration goes.
    expect(cut(css, '<p style="color:var(--ant-color-primary)"></p>')).toBe(':root{--ant-color-primary:#1668dc}');
  });

  it('keeps the keyframes a kept rule animates with, and @font-face and other at-rules as written', () => {
    const css =
      '@font-face{font-family:Digits;src:url(/d.woff2)}@keyframes shine{to{opacity:.5}}@keyframes spin{to{rotate:1turn}}' +
      '.skeleton{animation:shine 1s ease infinite}.ant-spin{animation-name:spin}@layer base;';
    expect(cut(css, '<div class="skeleton"></div>')).toBe(
      '@font-face{font-family:Digits;src:url(/d.woff2)}@keyframes shine{to{opacity:.5}}' +
        '.skeleton{animation:shine 1s ease infinite}@layer base;',
    );
  });

  it('reads strings, escapes and comments without losing its place', () => {
    const css =
      '/* licence { } */.quote::before{content:"} .ant-modal {"}.md\\:wide{width:100%}' +
      '.ant-modal{content:\'{\'}.note{background:url("a;b.svg")}';
    expect(cut(css, '<p class="quote md:wide note"></p>')).toBe(
      '.quote::before{content:"} .ant-modal {"}.md\\:wide{width:100%}.note{background:url("a;b.svg")}',
    );
  });

  it('takes the stylesheets in order, rules nested in a rule whole', () => {
    expect(cut(['.a{color:red}', '.a{color:blue}.b{&:hover{color:green}}'], '<i class="a b"></i>')).toBe(
      '.a{color:red}.a{color:blue}.b{&:hover{color:green}}',
    );
  });

  it("names the classes its rules ask for and the properties they define: a page's other classes change nothing", () => {
    const sheet = parseStylesheet(
      ':root{--ink:#000}.card .title{color:var(--ink)}@media (min-width:768px){.grid:not(.list){gap:8px}}',
    );
    const named = namedIn([sheet]);
    expect([...named.classes].sort()).toEqual(['card', 'grid', 'title']);
    expect([...named.reads]).toEqual(['--ink']);
    // A race's own class (not named by any rule) leaves the page's first-paint styles as they are.
    const markup = '<div class="card"><h2 class="title race-2026-taipei">運動相簿</h2></div>';
    expect(firstPaintCss([sheet], usesOf(markup))).toBe(
      firstPaintCss([sheet], usesOf(markup.replace('race-2026-taipei', 'race-2027-kaohsiung'))),
    );
  });

  it('reads the classes and custom properties from the markup as React wrote it, in UTF-8', () => {
    const tile = '<figure class="photo-tile"><img alt="查看 08:00 拍攝的照片" class="lazy-image"/></figure>';
    const uses = usesOf(
      `${tile.repeat(40)}<p data-class="x" class="  price  sale\tbadge " style="color:var( --ink );gap:var(--gap,4px)">` +
        `NT$169 subclass="no"</p><span class=""></span>`,
    );
    expect([...uses.classes].sort()).toEqual(['badge', 'lazy-image', 'photo-tile', 'price', 'sale', 'x']);
    expect([...uses.reads].sort()).toEqual(['--gap', '--ink']);
  });
});
