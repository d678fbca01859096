const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A monogram logo drawn from the catalogue (no external URLs): initials on the insurer's brand colour. */
export function insurerLogoSvg(insurer: { insurer_name: string; brand_color: string }): string {
  const initials = insurer.insurer_name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(insurer.insurer_name)}"><rect width="64" height="64" rx="14" fill="${insurer.brand_color}"/><text x="32" y="41" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
