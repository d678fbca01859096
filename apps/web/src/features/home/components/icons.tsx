import type { ReactElement } from 'react';
import ICON_PATHS from './icon-paths.json';

// Simple line icons for the home cards, each one outline on a 48-unit grid (circles drawn as two arcs): step one's
// kept as data in icon-paths.json, each cover's given by its feature. Decorative, so hidden from screen readers.
const SIZES = { large: 'h-10 w-10', small: 'h-8 w-8' } as const;

type IconName = keyof typeof ICON_PATHS;

export function LineIcon({ d, size }: { d: string; size: keyof typeof SIZES }) {
  return (
    <svg
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={SIZES[size]}
    >
      <path d={d} />
    </svg>
  );
}

export const icons = Object.fromEntries(
  Object.entries(ICON_PATHS).map(([name, { size, d }]) => [name, <LineIcon d={d} size={size as keyof typeof SIZES} />]),
) as Record<IconName, ReactElement>;
