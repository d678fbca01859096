import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../shared/ui/button.tsx';
import { downloadSchedule } from '../api/policies.ts';

/** A policy's schedule PDF for staff (issue 19): the buyer's own document, read with a trace in the audit log. */
export function ScheduleButton({ policyNumber }: { policyNumber: string }) {
  const download = useMutation({ mutationFn: () => downloadSchedule(policyNumber) });
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        aria-busy={download.isPending}
        aria-label={`Schedule PDF of ${policyNumber}`}
      >
        {download.isPending ? 'Downloading…' : 'PDF'}
      </Button>
      {download.error && (
        <span role="alert" className="block text-xs text-red-700">
          {download.error.message}
        </span>
      )}
    </>
  );
}
