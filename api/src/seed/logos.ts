// Original monogram logos for the demo providers: initials on a coloured rounded square. No trademarked artwork.
// The SVG files in ./logos/ are generated from demoProviders and committed; the API serves them at /demo-logos/.
// Regenerate after changing a provider: node api/src/seed/logos.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoProviders, type DemoProvider } from './demo-catalogue.ts';

export const logosDir = new URL('./logos/', import.meta.url);

export function logoUrl(slug: string): string {
  return `/demo-logos/${slug}.svg`;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** White or near-black text, whichever reads better on the background. */
export function textColour(background: string): string {
  const bg = luminance(background);
  return contrast(bg, 1) >= contrast(bg, luminance('#111827')) ? '#ffffff' : '#111827';
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function monogramSvg(p: Pick<DemoProvider, 'name' | 'monogram' | 'colour'>): string {
  const size = [0, 48, 38, 28][p.monogram.length] ?? 24;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(p.name)}">` +
    `<rect width="96" height="96" rx="20" fill="${p.colour}"/>` +
    `<text x="48" y="50" dominant-baseline="central" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" ` +
    `font-size="${size}" font-weight="700" fill="${textColour(p.colour)}">${escapeXml(p.monogram)}</text></svg>\n`
  );
}

export function writeLogos(): number {
  mkdirSync(logosDir, { recursive: true });
  for (const p of demoProviders) writeFileSync(new URL(`${p.slug}.svg`, logosDir), monogramSvg(p));
  return demoProviders.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`${writeLogos()} logo's geschreven in ${fileURLToPath(logosDir)}`);
}
