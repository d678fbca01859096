import type { ReactNode, SVGProps } from 'react';

// Small line icons for the upload slots; decorative, so hidden from assistive technology.
const base = {
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
} as const;

/** One icon: its drawing in the line style above, its size unless the caller gives classes of its own. */
const lineIcon =
  (defaultClassName: string, drawing: ReactNode, svg: SVGProps<SVGSVGElement> = {}) =>
  ({ className = defaultClassName }: { className?: string }) => (
    <svg {...base} {...svg} className={className}>
      {drawing}
    </svg>
  );

export const UploadIcon = lineIcon(
  'h-8 w-8',
  <>
    <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5" />
    <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </>,
);

export const PdfIcon = lineIcon(
  'h-12 w-10',
  <>
    <path d="M6 2h20l10 10v32a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z" fill="#fff" />
    <path d="M26 2v10h10" />
    <rect x="4" y="26" width="26" height="12" rx="2" fill="#b91c1c" stroke="#b91c1c" />
    <text
      x="17"
      y="35.5"
      textAnchor="middle"
      fontSize="8.5"
      fontWeight="700"
      fill="#fff"
      stroke="none"
      fontFamily="sans-serif"
    >
      PDF
    </text>
  </>,
  { viewBox: '0 0 40 48' },
);

export const CameraIcon = lineIcon(
  'h-5 w-5',
  <>
    <path d="M4 8a2 2 0 0 1 2-2h2l1.5-2h5L16 6h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2Z" />
    <circle cx="12" cy="12.5" r="3.5" />
  </>,
);

export const CheckIcon = lineIcon('h-5 w-5', <path d="m5 12.5 4.5 4.5L19 7.5" />, { strokeWidth: 2.4 });

export const WarningIcon = lineIcon(
  'h-5 w-5',
  <>
    <path d="M12 3 2 20h20Z" />
    <path d="M12 10v4.5m0 3v.01" />
  </>,
);

export const InfoIcon = lineIcon(
  'h-4 w-4',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5m0-8v.01" />
  </>,
);
