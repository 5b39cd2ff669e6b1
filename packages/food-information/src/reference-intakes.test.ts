import { describe, expect, it } from 'vitest';
import {
  NUTRIENT_REFERENCE_VALUES,
  convertMass,
  isSignificantAmount,
  percentOfReferenceIntake,
} from './reference-intakes.ts';

describe('the reference intakes of Annex XIII', () => {
  it('holds the values the regulation gives for adults', () => {
    expect(NUTRIENT_REFERENCE_VALUES.vitamin_d).toEqual({ amount: 5, unit: 'µg' });
    expect(NUTRIENT_REFERENCE_VALUES.vitamin_c).toEqual({ amount: 80, unit: 'mg' });
    expect(NUTRIENT_REFERENCE_VALUES.magnesium).toEqual({ amount: 375, unit: 'mg' });
    expect(NUTRIENT_REFERENCE_VALUES.zinc).toEqual({ amount: 10, unit: 'mg' });
    expect(NUTRIENT_REFERENCE_VALUES.iron).toEqual({ amount: 14, unit: 'mg' });
    expect(NUTRIENT_REFERENCE_VALUES.vitamin_b12).toEqual({ amount: 2.5, unit: 'µg' });
    expect(Object.keys(NUTRIENT_REFERENCE_VALUES)).toHaveLength(27);
  });

  it('computes the percentage from the amount, in any mass unit, rounded as labels print it', () => {
    expect(percentOfReferenceIntake('vitamin_d', 25, 'µg')).toBe(500);
    expect(percentOfReferenceIntake('magnesium', 300, 'mg')).toBe(80);
    expect(percentOfReferenceIntake('magnesium', 0.3, 'g')).toBe(80);
    expect(percentOfReferenceIntake('vitamin_b12', 0.1, 'mg')).toBe(4000);
    expect(percentOfReferenceIntake('thiamin', 1.1, 'mg')).toBe(100);
    expect(percentOfReferenceIntake('selenium', 27.5, 'µg')).toBe(50);
    expect(percentOfReferenceIntake('zinc', 10, 'UFC')).toBeNull();
  });

  it('calls an amount significant from 15 % of the reference value per daily portion', () => {
    expect(isSignificantAmount('magnesium', 56.25, 'mg')).toBe(true);
    expect(isSignificantAmount('magnesium', 56, 'mg')).toBe(false);
    expect(isSignificantAmount('vitamin_d', 0.75, 'µg')).toBe(true);
    expect(isSignificantAmount('vitamin_d', 0.7, 'µg')).toBe(false);
    expect(isSignificantAmount('vitamin_c', 0.012, 'g')).toBe(true);
  });

  it('converts masses both ways', () => {
    expect(convertMass(1, 'g', 'µg')).toBe(1_000_000);
    expect(convertMass(250, 'µg', 'mg')).toBe(0.25);
  });
});
