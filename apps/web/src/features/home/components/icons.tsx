// Simple line icons for the home cards; decorative, so hidden from screen readers.
const common = {
  viewBox: '0 0 48 48',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const icons = {
  self: (
    <svg {...common} aria-hidden="true" className="h-10 w-10">
      <circle cx="24" cy="16" r="8" />
      <path d="M9 42c1.5-8.5 7.5-13 15-13s13.5 4.5 15 13" />
    </svg>
  ),
  family: (
    <svg {...common} aria-hidden="true" className="h-10 w-10">
      <circle cx="16" cy="14" r="6" />
      <circle cx="33" cy="16" r="5" />
      <path d="M4 40c1-7 5.5-11 12-11s11 4 12 11M27 40c.7-5.5 3.3-9 7-9s6.3 3.5 7 9" />
    </svg>
  ),
  things: (
    <svg {...common} aria-hidden="true" className="h-10 w-10">
      <circle cx="12" cy="32" r="7" />
      <circle cx="36" cy="32" r="7" />
      <path d="M12 32l7-13h10l7 13M19 19l-3-6h-5M29 19l4-6h5" />
    </svg>
  ),
  life: (
    <svg {...common} aria-hidden="true" className="h-8 w-8">
      <path d="M24 41S7 31 7 18a9 9 0 0 1 17-4 9 9 0 0 1 17 4c0 13-17 23-17 23z" />
    </svg>
  ),
  health: (
    <svg {...common} aria-hidden="true" className="h-8 w-8">
      <rect x="7" y="7" width="34" height="34" rx="8" />
      <path d="M24 15v18M15 24h18" />
    </svg>
  ),
  bike: (
    <svg {...common} aria-hidden="true" className="h-8 w-8">
      <circle cx="11" cy="32" r="6" />
      <circle cx="37" cy="32" r="6" />
      <path d="M11 32h12l6-12h6l2 12M23 32l-5-12h-6" />
    </svg>
  ),
  car: (
    <svg {...common} aria-hidden="true" className="h-8 w-8">
      <path d="M6 30v-6l5-9h26l5 9v6a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3zM6 24h36" />
      <circle cx="14" cy="33" r="4" />
      <circle cx="34" cy="33" r="4" />
    </svg>
  ),
};
