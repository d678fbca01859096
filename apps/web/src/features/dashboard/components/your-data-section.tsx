import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { downloadAccountExport } from '../api/download-account-export.ts';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { MarketingConsent } from './marketing-consent.tsx';
import { DashboardSection } from './dashboard-section.tsx';

/** DPDP Act 2023: the user's own data — a copy of it, their other devices signed out, or the account deleted. */
export function YourDataSection() {
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const signOutOthers = useSignOutOtherDevices();
  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadAccountExport();
    } catch (err) {
      console.error('Data export failed', err);
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  const signedOut = signOutOthers.data?.signed_out;
  return (
    <DashboardSection title="Your data" className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="mt-2 text-sm text-slate-600">
        Download a copy of everything Kavach holds about you, sign out of Kavach on your other devices, or delete your
        account. Purchases left unpaid are erased by themselves after a period without activity, or at once when you
        remove one.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
          {downloading ? 'Preparing your data…' : 'Download my data'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => signOutOthers.mutate()}
          disabled={signOutOthers.isPending}
          aria-busy={signOutOthers.isPending}
        >
          Sign out other devices
        </Button>
        <DeleteAccountDialog />
      </div>
      <div role="status" className="mt-3 text-sm text-slate-700">
        {signedOut !== undefined &&
          (signedOut === 0
            ? 'No other devices were signed in.'
            : `Signed out of ${signedOut} other ${signedOut === 1 ? 'device' : 'devices'}.`)}
      </div>
      {(downloadFailed || signOutOthers.isError) && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {downloadFailed
            ? 'Your data could not be downloaded. Please try again.'
            : 'Your other devices could not be signed out. Please try again.'}
        </p>
      )}
      <MarketingConsent />
    </DashboardSection>
  );
}
