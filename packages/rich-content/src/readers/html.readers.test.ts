import { describe, expect, it } from 'vitest';
import {
  HTML_DECODED_FIXTURE,
  HTML_ENCODED_STYLE_FIXTURE,
  HTML_FIXTURE,
  HTML_RAW_FIXTURE,
} from '../testing/index.ts';
import { only } from './readers.test-utils.ts';

const contentOf = (html: string) => {
  const block = only(html);
  return block?.type === 'html' ? block.content : undefined;
};

describe('html blocks, however they were stored', () => {
  it('renders markup saved unencoded as sanitised markup, not as its source text', () => {
    expect(contentOf(HTML_RAW_FIXTURE)).toBe(
      '<div class="promo-noel"><h2>Noël chez Orsalis</h2><p>-15 % sur les coffrets jusqu\'au 24/12 avec le code <strong>NOEL15</strong>. <a href="/coffrets.html" data-internal-link="">Voir les coffrets</a></p></div>',
    );
  });

  it('drops the merchant’s style and script elements with their content, encoded or not', () => {
    for (const html of [HTML_RAW_FIXTURE, HTML_ENCODED_STYLE_FIXTURE]) {
      const content = contentOf(html) ?? '';
      expect(content).not.toMatch(/<style|<script|&lt;|promo-noel\{|require\(/);
      expect(content).toContain('<h2>Noël chez Orsalis</h2>');
    }
  });

  it('still unescapes the encoded storage Page Builder writes', () => {
    expect(contentOf(HTML_FIXTURE)).toMatch(/^<blockquote class="citation">Notre mission/);
    expect(contentOf(HTML_ENCODED_STYLE_FIXTURE)).toBe(
      '<div class="promo-noel"><h2>Noël chez Orsalis</h2></div>',
    );
  });

  it('keeps text that only looks like markup as text in unencoded markup', () => {
    expect(
      contentOf(
        '<div data-content-type="html" data-appearance="default" data-element="main"><p>Tapez &lt;b&gt; pour du gras</p></div>',
      ),
    ).toBe('<p>Tapez &lt;b&gt; pour du gras</p>');
  });

  it('uses data-decoded content as it is, sanitised', () => {
    expect(contentOf(HTML_DECODED_FIXTURE)).toBe('<p>Déjà décodé <a>piège</a></p>');
  });
});
