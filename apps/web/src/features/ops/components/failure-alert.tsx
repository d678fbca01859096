/** What a staff action or sign-in refused, in the server's words; nothing while there is nothing to say. */
export function FailureAlert({ error, className = 'mt-3' }: { error: Error | null | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={`${className} rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800`}>
      {error.message}
    </p>
  );
}
