import type { Box } from './svg.ts';

/** The containers the shop draws, one per product form. */
export type PackagingId =
  'capsule-bottle' | 'dropper-bottle' | 'tablet-tube' | 'pouch' | 'gummy-jar' | 'ampoule-box';

/**
 * One packaging form, drawn in the 1000 × 1000 space with its base on the floor line (y 880) and
 * lit from the upper left like every other.
 */
export interface Packaging {
  id: PackagingId;
  /** The container without its label. */
  body(colour: string): string;
  /** Where the label sits, and whether it wraps round a curved surface. */
  label: Box;
  curved: boolean;
  radius: number;
  /** Reflections drawn over the label (glass, varnish); empty when none. */
  gloss(colour: string): string;
  /** The contents poured on the plate, centred on (0, 0), within about ±260 × ±80. */
  contents(colour: string): string;
}

/** Where a piece of the contents lies on the plate: offset and rotation. */
export interface Spot {
  x: number;
  y: number;
  angle: number;
}

/** Fixed, hand-placed spots so the plate looks scattered but never changes between renders. */
export const PLATE_SPOTS: readonly Spot[] = [
  { x: -170, y: -30, angle: 20 },
  { x: -60, y: -55, angle: -35 },
  { x: 60, y: -40, angle: 60 },
  { x: 175, y: -20, angle: -10 },
  { x: -120, y: 35, angle: 80 },
  { x: 0, y: 10, angle: 5 },
  { x: 120, y: 40, angle: -60 },
  { x: -220, y: 45, angle: -20 },
  { x: 225, y: 50, angle: 35 },
  { x: -10, y: 70, angle: -80 },
];

export const scatter = (piece: (spot: Spot, index: number) => string, count = PLATE_SPOTS.length) =>
  PLATE_SPOTS.slice(0, count)
    .map(
      (spot, index) =>
        `<g transform="translate(${spot.x} ${spot.y}) rotate(${spot.angle})">${piece(spot, index)}</g>`,
    )
    .join('');
