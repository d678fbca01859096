// The thumbnail of an uploaded PDF: a page with a red PDF badge, drawn here because no icon set has one (the slots'
// other icons come from lucide-react). Decorative, so hidden from assistive technology.
export function PdfIcon({ className = 'h-12 w-10' }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 40 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
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
    </svg>
  );
}
