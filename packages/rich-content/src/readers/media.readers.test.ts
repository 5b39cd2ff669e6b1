import { describe, expect, it } from 'vitest';
import { parseRichContent } from '../index.server.ts';
import { only, parse } from './readers.test-utils.ts';
import {
  MAP_FIXTURE,
  TINTUP_FIXTURE,
  TINTUP_FOREIGN_SCRIPT_FIXTURE,
  TRUSTBEAUTY_FIXTURE,
  VIDEO_INVALID_FIXTURE,
  VIDEO_LOCAL_FIXTURE,
  VIDEO_MAIN_SETTINGS_FIXTURE,
  VIDEO_YOUTUBE_FIXTURE,
} from '../testing/index.ts';

describe('media and embed blocks', () => {
  it('reads a YouTube video with autoplay, mute and max width', () => {
    expect(only(VIDEO_YOUTUBE_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "default",
        "autoplay": true,
        "id": "b0",
        "maxWidth": "900px",
        "muted": true,
        "style": {
          "border": "none",
          "borderRadius": "0px",
          "borderWidth": "1px",
          "cssClasses": [],
          "margins": {},
          "mediaQueries": [],
          "paddings": {},
          "textAlign": "center",
        },
        "type": "video",
        "url": {
          "embedUrl": "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
          "endTime": 0,
          "id": "dQw4w9WgXcQ",
          "provider": "youtube",
          "startTime": 0,
        },
      }
    `);
  });

  it('reads a video’s alignment and margins from its main element and its box from the wrapper', () => {
    const block = only(VIDEO_MAIN_SETTINGS_FIXTURE);
    expect(block?.type === 'video' && [block.style, block.maxWidth]).toEqual([
      {
        textAlign: 'left',
        border: 'solid',
        borderColor: '#e8dccb',
        borderWidth: '1px',
        borderRadius: '8px',
        margins: { top: '0', right: '0', bottom: '20px', left: '0' },
        paddings: { top: '10px', right: '10px', bottom: '10px', left: '10px' },
        cssClasses: ['orsalis-video'],
        mediaQueries: [
          { media: 'only screen and (max-width: 768px)', style: { 'text-align': 'center' } },
        ],
      },
      '640px',
    ]);
  });

  it('reads a video’s margins from the wrapper when the main element has none (older markup)', () => {
    const block = only(
      `<div data-content-type="video" data-appearance="default" data-element="main"><div class="pagebuilder-video-inner" data-element="inner" style="max-width: 800px;"><div class="pagebuilder-video-wrapper" data-element="wrapper" style="border-style: none; margin: 10px 0px; padding: 0px;"><div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="https://player.vimeo.com/video/76979871" data-element="video"></iframe></div></div></div></div>`,
    );
    expect(block?.type === 'video' && block.style.margins).toEqual({
      top: '10px',
      right: '0px',
      bottom: '10px',
      left: '0px',
    });
  });

  it('reads a video file served by the store', () => {
    const block = only(VIDEO_LOCAL_FIXTURE);
    expect(
      block?.type === 'video' && [block.url, block.autoplay, block.muted, block.maxWidth],
    ).toEqual([
      {
        provider: 'local',
        sources: [{ type: 'mp4', url: '/media/video/fabrication.mp4' }],
        startTime: 0,
        endTime: 0,
      },
      true,
      true,
      '640px',
    ]);
  });

  it('skips a video from any other source, with a warning', () => {
    const { blocks, warnings } = parse(VIDEO_INVALID_FIXTURE);
    expect(blocks).toEqual([]);
    expect(warnings).toEqual([
      {
        code: 'invalid-settings',
        contentType: 'video',
        detail:
          "video source refused (only YouTube, Vimeo or the store's own files): https://videos.example.com/embed/123",
      },
    ]);
  });

  it('reads map locations, controls and height', () => {
    expect(only(MAP_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "default",
        "height": "300px",
        "id": "b0",
        "locations": [
          {
            "address": "12 rue de la République",
            "city": "Lyon",
            "comment": "Ouvert le dimanche",
            "country": "France",
            "latitude": 45.764043,
            "longitude": 4.835659,
            "name": "Boutique Orsalis Lyon",
            "phone": "04 78 00 00 00",
            "zipcode": "69002",
          },
        ],
        "showControls": true,
        "style": {
          "cssClasses": [],
          "margins": {},
          "mediaQueries": [],
          "paddings": {},
        },
        "type": "map",
      }
    `);
  });

  it('reads the social feed’s script and placeholder, without the inline script or handlers', () => {
    expect(only(TINTUP_FIXTURE)).toMatchInlineSnapshot(`
      {
        "appearance": "default",
        "html": "<div class="tintup" data-id="maison-orsalis" data-columns="4" data-mobilescroll="true" data-infinitescroll="true" style="height: 500px; width: 100%"></div>",
        "id": "b0",
        "scriptUrl": "https://cdn.hypemarks.com/pb/tint.js",
        "style": {
          "cssClasses": [],
          "margins": {},
          "mediaQueries": [],
          "paddings": {},
        },
        "type": "tintup",
      }
    `);
  });

  it('refuses a social feed script from a host that is not allowed, unless the caller allows it', () => {
    expect(parse(TINTUP_FOREIGN_SCRIPT_FIXTURE).blocks).toEqual([]);
    expect(
      parse(TINTUP_FOREIGN_SCRIPT_FIXTURE, { embedScriptHosts: ['evil.example'] }).blocks.map(
        (block) => block.type === 'tintup' && block.scriptUrl,
      ),
    ).toEqual(['https://evil.example/feed.js']);
  });

  it('reads the reviews widget’s API key', () => {
    const block = only(TRUSTBEAUTY_FIXTURE);
    expect(block?.type === 'trustbeauty' && block.apiKey).toBe('orsalis-fr-5f2c');
  });
});

describe('content without Page Builder markup', () => {
  it('becomes one sanitised html block', () => {
    expect(
      parse('<h2>Mentions légales</h2><p onclick="x()">Orsalis SAS</p><script>x()</script>'),
    ).toEqual({
      blocks: [
        {
          type: 'html',
          id: 'b0',
          appearance: 'default',
          style: { margins: {}, paddings: {}, cssClasses: [], mediaQueries: [] },
          content: '<h2>Mentions légales</h2><p>Orsalis SAS</p>',
        },
      ],
      warnings: [],
    });
  });

  it('gives no block for empty or script-only content', () => {
    expect(parse('   ').blocks).toEqual([]);
    expect(parse('<script>alert(1)</script>').blocks).toEqual([]);
    expect(parseRichContent(undefined).blocks).toEqual([]);
  });
});
