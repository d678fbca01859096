import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal on the native <dialog>: focus trap, Escape to close and the backdrop come from the browser. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  role,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Room for a form (the sign-in), not just a message. */
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      role={role}
      aria-labelledby={titleId}
      className={`m-auto ${wide ? 'w-[min(36rem,calc(100vw-1rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'} rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
            aria-label="Close"
          >
            <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
