/** Rich-content rendering constants (spec §9), in one place. */

/** Page Builder's mobile breakpoint: mobile images and stacked columns at or below it. */
export const MOBILE_MEDIA_QUERY = '(max-width: 768px)';
/** Image widths the image helper serves (spec §9 "Images"). */
export const IMAGE_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;
const LARGEST_IMAGE_WIDTH = 2560;
/** Widths requested for background images, desktop and mobile. */
export const BACKGROUND_WIDTH = { desktop: 1600, mobile: 960 } as const;
/** Parallax images are requested, and drawn, 1.25× the size of their block (spec §9). */
export const PARALLAX_IMAGE_SCALE = 1.25;
/** Rich text and block images: the image helper's type and quality (spec §7). */
export const IMAGE_QUALITY = 85;
/** Polling period of the video players for volume and time updates (spec §9). */
export const VIDEO_POLL_MS = 150;
/** A looping video restarts this long before its end time (spec §9). */
export const VIDEO_LOOP_END_OFFSET_S = 0.1;
/** Default player size, and the extra height the background frame gets to hide the player's chrome. */
export const VIDEO_DEFAULT_SIZE = { width: 1280, height: 720 } as const;
export const VIDEO_FRAME_EXTRA_HEIGHT_PX = 400;
/** YouTube serves a 120 px wide grey image for thumbnails it does not have. */
export const YOUTUBE_PLACEHOLDER_WIDTH = 120;
/** Third-party players, loaded on demand. */
export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
export const VIMEO_API_URL = 'https://player.vimeo.com/api/player.js';

/** The smallest served width at least `width` (or the largest one). */
export function servedWidth(width: number): number {
  return IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? LARGEST_IMAGE_WIDTH;
}
