/** Three bouncing dots (docs/product/review-payment-term-bike.md §2.10) with a text for screen readers. */
export function LoadingDots({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-1.5 py-6">
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
