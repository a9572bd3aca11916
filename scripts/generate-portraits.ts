/**
 * Generates the seed performers' portraits: tasteful, abstract illustrated silhouettes (no photos,
 * nothing downloaded), rendered from SVG to WebP with sharp into public/performers/.
 * Deterministic: the same performer always gets the same picture. Run: npx tsx scripts/generate-portraits.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seedPerformers } from '@db/seed/performers';

const WIDTH = 640;
const HEIGHT = 800;
const palettes = [
  ['#1b1033', '#7a1f5c', '#f2a65a'],
  ['#0f1d2e', '#1f5f7a', '#f2c94c'],
  ['#2a0f1f', '#a3324a', '#f7d08a'],
  ['#101820', '#3d2c8d', '#e86a92'],
  ['#1a1410', '#8c4a2f', '#f5c16c'],
  ['#0b1a1a', '#1e6f5c', '#ffd166'],
];
const skin = ['#c68642', '#8d5524', '#e0ac69', '#a86b3c', '#f1c27d'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** An SVG portrait for one seed name and picture number. */
function portraitSvg(seed: string, variant: number): string {
  const h = hash(`${seed}:${variant}`);
  const [bg1, bg2, accent] = palettes[h % palettes.length]!;
  const tone = skin[(hash(seed) >>> 3) % skin.length]!;
  const tilt = ((h >>> 5) % 13) - 6;
  const lightX = 20 + ((h >>> 9) % 60);
  const shoulders = 250 + ((hash(seed) >>> 7) % 60);
  const rings = Array.from({ length: 5 }, (_, i) => {
    const r = 90 + i * 70 + ((h >>> (i + 11)) % 30);
    return `<circle cx="${lightX * 6.4}" cy="180" r="${r}" fill="none" stroke="${accent}" stroke-opacity="${0.05 + i * 0.02}" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
    <radialGradient id="glow" cx="${lightX}%" cy="25%" r="60%"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tone}" stop-opacity="0.55"/><stop offset="${lightX / 100}" stop-color="${tone}"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  ${rings}
  <g transform="rotate(${tilt} 320 500)">
    <path d="M${320 - shoulders} ${HEIGHT} C ${320 - shoulders} 640, ${320 - shoulders * 0.7} 560, 270 530 L 370 530 C ${320 + shoulders * 0.7} 560, ${320 + shoulders} 640, ${320 + shoulders} ${HEIGHT} Z" fill="url(#body)"/>
    <rect x="285" y="420" width="70" height="120" rx="30" fill="url(#body)"/>
    <ellipse cx="320" cy="360" rx="82" ry="104" fill="url(#body)"/>
    <path d="M ${320 - 86} 345 C ${320 - 100} 180, ${320 + 100} 170, ${320 + 86} 340 C ${320 + 70} 300, ${320 - 50} 270, ${320 - 86} 345 Z" fill="${bg1}" fill-opacity="0.85"/>
  </g>
</svg>`;
}

const outDir = path.resolve('public/performers');
mkdirSync(outDir, { recursive: true });
let written = 0;
for (const performer of seedPerformers) {
  const files = [performer.imageUrl, ...(performer.additionalImages ?? [])];
  for (const [i, url] of files.entries()) {
    const file = path.join(outDir, url.split('/').pop()!);
    await sharp(Buffer.from(portraitSvg(performer.name, i)))
      .webp({ quality: 75 })
      .toFile(file);
    written += 1;
  }
}
console.log(`wrote ${written} portraits to ${outDir}`);
