export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M16 2 4 6.5v8.3C4 22.4 9.1 28.6 16 30c6.9-1.4 12-7.6 12-15.2V6.5z" fill="currentColor" />
      <path
        d="m10.5 16 4 4 7-8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
