import { describe, expect, it } from 'vitest';
import {
  emptyPageBuilderStyles,
  isSafeCssValue,
  keptDeclarations,
  parseDeclarations,
  readPageBuilderStyleSheet,
} from './css.ts';
import { readBox } from './style-settings.ts';

describe('parseDeclarations', () => {
  it('reads properties in source order, lower-cased, without !important', () => {
    expect(
      parseDeclarations(
        'Min-Height: 300px; background-color:#FFF !important;;bad; margin : 0 0 10px',
      ),
    ).toEqual([
      ['min-height', '300px'],
      ['background-color', '#FFF'],
      ['margin', '0 0 10px'],
    ]);
  });

  it('does not split on semicolons inside parentheses or quotes', () => {
    expect(parseDeclarations('color: rgba(0, 0, 0, 0.5); content: "a;b"')).toEqual([
      ['color', 'rgba(0, 0, 0, 0.5)'],
      ['content', '"a;b"'],
    ]);
  });
});

describe('isSafeCssValue', () => {
  it.each([
    '300px',
    '#f5efe6',
    'rgba(61, 39, 26, 0.4)',
    'calc(100% - 10px)',
    'center center',
    '0 8px 8px 8px',
  ])('accepts %s', (value) => expect(isSafeCssValue(value)).toBe(true));

  it.each([
    'url(https://tracker.example/x.gif)',
    'expression(alert(1))',
    'red;position:fixed',
    'red}body{display:none',
    '</style><script>alert(1)</script>',
    '"quoted"',
    '\\75rl(x)',
    'image-set("a.png" 1x)',
    'red /* comment */',
    'a\nb',
    '',
  ])('refuses %j', (value) => expect(isSafeCssValue(value)).toBe(false));
});

describe('readPageBuilderStyleSheet', () => {
  it('collects #html-body [data-pb-style] rules, grouped selectors and @media rules', () => {
    const styles = emptyPageBuilderStyles();
    readPageBuilderStyleSheet(
      `/* pb */ #html-body [data-pb-style=A1]{min-height:300px;padding:10px}
       #html-body [data-pb-style="B2"],#html-body [data-pb-style=C3]{text-align:center}
       .theme .other{color:red}
       #html-body [data-pb-style=A1]:hover{opacity:.5}
       @import url(https://fonts.example/x.css);
       @media only screen and (max-width: 768px) { #html-body [data-pb-style=A1]{min-height:200px} }
       @media (min-width: 1px) { @media print { #html-body [data-pb-style=A1]{display:none} } }`,
      styles,
    );
    expect(Object.fromEntries(styles.rules)).toEqual({
      A1: [
        ['min-height', '300px'],
        ['padding', '10px'],
      ],
      B2: [['text-align', 'center']],
      C3: [['text-align', 'center']],
    });
    expect(styles.media.get('A1')).toEqual([
      { media: 'only screen and (max-width: 768px)', declarations: [['min-height', '200px']] },
    ]);
  });

  it('survives an unterminated block', () => {
    const styles = emptyPageBuilderStyles();
    readPageBuilderStyleSheet('#html-body [data-pb-style=X]{min-height:1px', styles);
    expect(styles.rules.get('X')).toEqual([['min-height', '1px']]);
  });
});

describe('readBox', () => {
  it('expands one to four values and lets later longhands override', () => {
    expect(readBox(parseDeclarations('margin: 0 0 10px'), 'margin')).toEqual({
      top: '0',
      right: '0',
      bottom: '10px',
      left: '0',
    });
    expect(readBox(parseDeclarations('padding: 40px 10px; padding-left: 0'), 'padding')).toEqual({
      top: '40px',
      right: '10px',
      bottom: '40px',
      left: '0',
    });
    expect(readBox(parseDeclarations('margin: 1px 2px 3px 4px 5px'), 'margin')).toEqual({});
  });
});

describe('keptDeclarations', () => {
  it('keeps layout properties with safe values only', () => {
    expect(
      keptDeclarations(
        parseDeclarations('min-height:200px; position:fixed; background-color:url(x); color:red'),
      ),
    ).toEqual({
      'min-height': '200px',
    });
  });
});
