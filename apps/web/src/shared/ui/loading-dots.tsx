/**
 * Three bouncing dots (docs/product/review-payment-term-bike.md §2.10) with a text for screen readers. `holdsScreen`:
 * the dots stand in for a long form, and take a screen's height so that what is below it (a summary, the footer)
 * starts out of view rather than jumping down when the form arrives.
 */
export function LoadingDots({ label = 'Loading', holdsScreen = false }: { label?: string; holdsScreen?: boolean }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-1.5 py-6 ${holdsScreen ? 'min-h-dvh' : ''}`}>
      <span className="sr-only">{label}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="h-2.5 w-2.5 animate-bounce rounded-full bg-brand-600"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
