import { describe, expect, it } from 'vitest';
import { emptyDefaultMessages } from './strip-default-messages.ts';

describe('emptyDefaultMessages', () => {
  it('empties every constant defaultMessage and keeps the ids and the rest', () => {
    const code = [
      'export const m = defineMessages({',
      "  a: { id: 'a.one', defaultMessage: 'Hi, {name}' },",
      '  b: { id: "b.two", "defaultMessage": `Cart, {count, plural, one {# item} other {# items}}` },',
      "  c: { id: 'c', description: 'defaultMessage: not this', defaultMessage: 'x' },",
      '});',
      "export const other = { defaultMessage: 'any object', [key]: 'y' };",
    ].join('\n');
    expect(emptyDefaultMessages(code)).toBe(
      [
        'export const m = defineMessages({',
        '  a: { id: \'a.one\', defaultMessage: "" },',
        '  b: { id: "b.two", "defaultMessage": "" },',
        "  c: { id: 'c', description: 'defaultMessage: not this', defaultMessage: \"\" },",
        '});',
        'export const other = { defaultMessage: "", [key]: \'y\' };',
      ].join('\n'),
    );
  });

  it('leaves a defaultMessage that is computed', () => {
    const code =
      'export const m = { a: { id: "a", defaultMessage: prefix + "x" }, b: { defaultMessage: `${x}` } };';
    expect(emptyDefaultMessages(code)).toBe(code);
  });
});
