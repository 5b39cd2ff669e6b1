/**
 * GraphQL's ignored tokens (white space, line terminators, commas, comments, the byte order mark)
 * removed from a document's text, with a space kept only where two tokens would otherwise run
 * together: the output of graphql-js's `stripIgnoredCharacters` for executable documents, without
 * bringing graphql-js's lexer to the browser. Strings are copied as written; so are block strings,
 * which graphql-js would reprint (the document means the same).
 */
export function compactQuery(text: string): string {
  let output = '';
  // Whether the last token written was a name, a number or a string (not a punctuator).
  let afterWord = false;
  let index = 0;
  const { length } = text;
  while (index < length) {
    const char = text[index]!;
    if (
      char === ' ' ||
      char === '\t' ||
      char === '\n' ||
      char === '\r' ||
      char === ',' ||
      char === '\uFEFF'
    ) {
      index += 1;
      continue;
    }
    if (char === '#') {
      while (index < length && text[index] !== '\n' && text[index] !== '\r') index += 1;
      continue;
    }
    if (char === '.' && text.startsWith('...', index)) {
      // graphql-js separates a spread from a word before it.
      output += afterWord ? ' ...' : '...';
      afterWord = false;
      index += 3;
      continue;
    }
    const end = wordEnd(text, index);
    if (end === index) {
      output += char;
      afterWord = false;
      index += 1;
      continue;
    }
    output += (afterWord ? ' ' : '') + text.slice(index, end);
    afterWord = true;
    index = end;
  }
  return output;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

const isNameChar = (char: string | undefined) =>
  char !== undefined &&
  ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || isDigit(char) || char === '_');

/**
 * The end of the name, number or string starting at `start`, or `start` when a punctuator starts
 * there. Numbers are read with their sign, fraction and exponent; strings with their escapes.
 */
function wordEnd(text: string, start: number): number {
  const char = text[start];
  if (char === '"') {
    if (text.startsWith('"""', start)) {
      let index = start + 3;
      while (index < text.length && !text.startsWith('"""', index)) {
        index += text.startsWith('\\"""', index) ? 4 : 1;
      }
      return Math.min(index + 3, text.length);
    }
    let index = start + 1;
    while (index < text.length && text[index] !== '"' && text[index] !== '\n') {
      index += text[index] === '\\' ? 2 : 1;
    }
    return Math.min(index + 1, text.length);
  }
  if (char === '-' || isDigit(char)) {
    // -?digits(.digits)?([eE][+-]?digits)?
    let index = start + 1;
    while (isDigit(text[index])) index += 1;
    if (text[index] === '.' && isDigit(text[index + 1])) {
      index += 1;
      while (isDigit(text[index])) index += 1;
    }
    if (text[index] === 'e' || text[index] === 'E') {
      index += text[index + 1] === '+' || text[index + 1] === '-' ? 2 : 1;
      while (isDigit(text[index])) index += 1;
    }
    return index;
  }
  if (isNameChar(char)) {
    let index = start + 1;
    while (isNameChar(text[index])) index += 1;
    return index;
  }
  return start;
}
