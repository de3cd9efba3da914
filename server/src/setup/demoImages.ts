import sharp from 'sharp';

/** Colours of one demo bottle: the liquid, the cap and the backdrop. */
export interface BottleLook {
  liquid: string;
  cap: string;
  backdrop: [string, string];
  shape: 'square' | 'round' | 'tall' | 'flask';
}

const SIZE = 1200;

/**
 * The two rectangular bottles at full size: width, height, where the base stands, how much the
 * base rises as the bottle shrinks, and the corners' radius.
 */
const RECTANGLES = {
  tall: { width: 260, height: 560, base: 1000, rise: 60, corner: 40 },
  square: { width: 420, height: 440, base: 980, rise: 40, corner: 36 },
};

function bottleBody(
  shape: BottleLook['shape'],
  x: number,
  scale: number,
): { body: string; neckY: number } {
  const cx = x;
  switch (shape) {
    case 'round':
      return {
        body: `<circle cx="${cx}" cy="${720 * scale + 240 * (1 - scale)}" r="${230 * scale}"/>`,
        neckY: 720 * scale + 240 * (1 - scale) - 225 * scale,
      };
    case 'flask': {
      const top = 470 + 230 * (1 - scale);
      const bottom = 960 - 40 * (1 - scale);
      const half = 250 * scale;
      return {
        body: `<path d="M${cx - 70 * scale},${top} L${cx + 70 * scale},${top} L${cx + half},${bottom - 60 * scale} Q${cx + half},${bottom} ${cx + half - 60 * scale},${bottom} L${cx - half + 60 * scale},${bottom} Q${cx - half},${bottom} ${cx - half},${bottom - 60 * scale} Z"/>`,
        neckY: top,
      };
    }
    default: {
      const { width, height, base, rise, corner } =
        RECTANGLES[shape === 'tall' ? 'tall' : 'square'];
      const w = width * scale;
      const h = height * scale;
      const top = base - h - rise * (1 - scale);
      return {
        body: `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="${corner * scale}"/>`,
        neckY: top,
      };
    }
  }
}

function bottle(look: BottleLook, id: string, x: number, scale: number): string {
  const { body, neckY } = bottleBody(look.shape, x, scale);
  const neckW = 70 * scale;
  const capW = 150 * scale;
  const capH = 130 * scale;
  return `
  <g>
    <ellipse cx="${x}" cy="1010" rx="${260 * scale}" ry="${28 * scale}" fill="#000" opacity="0.18"/>
    <g fill="url(#glass-${id})" stroke="rgba(255,255,255,0.55)" stroke-width="${4 * scale}">${body}</g>
    <g fill="url(#liquid-${id})" opacity="0.85" transform="translate(${x} ${neckY}) scale(0.9) translate(${-x} ${-neckY + 40 * scale})">${body}</g>
    <rect x="${x - neckW / 2}" y="${neckY - 40 * scale}" width="${neckW}" height="${48 * scale}" fill="${look.cap}" opacity="0.8"/>
    <rect x="${x - capW / 2}" y="${neckY - 40 * scale - capH}" width="${capW}" height="${capH}" rx="${18 * scale}" fill="url(#cap-${id})"/>
    <rect x="${x - 120 * scale}" y="${neckY + 120 * scale}" width="${40 * scale}" height="${200 * scale}" rx="${20 * scale}" fill="#fff" opacity="0.35"/>
  </g>`;
}

function defs(look: BottleLook, id: string): string {
  return `
    <linearGradient id="liquid-${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${look.liquid}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${look.liquid}"/>
    </linearGradient>
    <linearGradient id="glass-${id}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
      <stop offset="0.5" stop-color="#ffffff" stop-opacity="0.15"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0.45"/>
    </linearGradient>
    <linearGradient id="cap-${id}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${look.cap}"/>
      <stop offset="0.45" stop-color="#fff8e1"/>
      <stop offset="1" stop-color="${look.cap}"/>
    </linearGradient>`;
}

function backdrop([from, to]: [string, string]): string {
  return `
    <defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </radialGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    <rect y="1000" width="${SIZE}" height="200" fill="#000" opacity="0.06"/>`;
}

/** A product photo stand-in: one bottle on a soft backdrop, as PNG bytes. */
export function renderBottle(look: BottleLook): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    ${backdrop(look.backdrop)}
    <defs>${defs(look, 'a')}</defs>
    ${bottle(look, 'a', SIZE / 2, 1)}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A category banner: three bottles of the category's looks in a row, as PNG bytes. */
export function renderCategory(
  backdropColours: [string, string],
  looks: [BottleLook, BottleLook, BottleLook],
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    ${backdrop(backdropColours)}
    <defs>${looks.map((look, i) => defs(look, String(i))).join('')}</defs>
    ${bottle(looks[0], '0', 300, 0.62)}
    ${bottle(looks[2], '2', 900, 0.62)}
    ${bottle(looks[1], '1', 600, 0.8)}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
