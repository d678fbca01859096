import type { FastifyReply } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { cachePublicly } from '../../lib/cache-control.ts';

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

/**
 * GET …/insurers/{id}/logo.svg (health and term): the insurer's monogram, kept a day by the browser; 404 when unknown.
 */
export function sendInsurerLogo(
  reply: FastifyReply,
  insurer: { insurer_name: string; brand_color: string } | undefined,
): FastifyReply {
  if (!insurer) throw notFound('Insurer');
  return cachePublicly(reply, 86_400).type('image/svg+xml').send(insurerLogoSvg(insurer));
}
