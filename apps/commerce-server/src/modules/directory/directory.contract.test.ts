import { expect, it } from 'vitest';
import { describeContract } from '../../testing/backends.ts';

const COUNTRY_FIELDS = `id two_letter_abbreviation three_letter_abbreviation full_name_locale full_name_english
  available_regions { id code name }`;

interface CountryAnswer {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: Array<{ id: number; code: string; name: string }> | null;
}

describeContract('directory (countries)', (server) => {
  it("lists the store's allowed countries with names in the store locale and Magento's départements", async () => {
    const { body } = await server().gql<{ countries: CountryAnswer[] }>(
      `{ countries { ${COUNTRY_FIELDS} } }`,
    );
    expect(body.errors).toBeUndefined();
    const [france, ...others] = body.data?.countries ?? [];
    expect(others).toEqual([]);
    expect(france).toMatchObject({
      id: 'FR',
      two_letter_abbreviation: 'FR',
      three_letter_abbreviation: 'FRA',
      full_name_locale: 'France',
      full_name_english: 'France',
    });
    const regions = france?.available_regions ?? [];
    // Magento 2.4.7's 96 metropolitan départements: codes without a leading zero, Corsica 2A/2B.
    expect(regions).toHaveLength(96);
    expect(regions).toContainEqual({ id: 182, code: '1', name: 'Ain' });
    expect(regions).toContainEqual({ id: 201, code: '2A', name: 'Corse-du-Sud' });
    expect(regions).toContainEqual({ id: 257, code: '75', name: 'Paris' });
    expect(regions).toContainEqual({ id: 277, code: '95', name: "Val-d'Oise" });
    // Listed by name, in French order (accents do not send Ardèche after Aveyron).
    const names = regions.map((region) => region.name);
    expect(names.slice(0, 8)).toEqual([
      'Ain',
      'Aisne',
      'Allier',
      'Alpes-de-Haute-Provence',
      'Alpes-Maritimes',
      'Ardèche',
      'Ardennes',
      'Ariège',
    ]);
  });

  it("answers one country by id, and Magento's message for a country the store does not offer", async () => {
    const france = await server().gql<{ country: CountryAnswer }>(
      `{ country(id: "FR") { ${COUNTRY_FIELDS} } }`,
    );
    expect(france.body.data?.country.full_name_locale).toBe('France');
    for (const id of ['DE', 'ZZ', '']) {
      const { body } = await server().gql(`{ country(id: "${id}") { id } }`);
      expect(body.errors?.[0]).toMatchObject({
        message: "The country isn't available.",
        extensions: { category: 'graphql-no-such-entity' },
      });
    }
  });
});
