/** Rich-content constants of spec §9, in one place. */

/** Parallax speed when the markup gives none. */
export const DEFAULT_PARALLAX_SPEED = 0.5;
/** Parallax speed is clamped to this range. */
export const PARALLAX_SPEED_RANGE = { min: -1, max: 2 } as const;
/** Milliseconds between slides when the slider gives no speed. */
export const DEFAULT_AUTOPLAY_SPEED = 4000;
/** Page Builder's grid. */
export const DEFAULT_GRID_SIZE = 12;
/** Hosts the social feed (TINT) script may come from unless the caller allows others. */
export const DEFAULT_EMBED_SCRIPT_HOSTS: readonly string[] = ['cdn.hypemarks.com'];
