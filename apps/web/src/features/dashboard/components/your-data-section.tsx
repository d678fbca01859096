import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../shared/api/client-config.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { downloadAccountExport } from '../api/download-account-export.ts';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { MarketingConsent } from './marketing-consent.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { NS } from '../i18n.ts';

/** DPDP Act 2023: the user's own data — a copy of it, their other devices signed out, or the account deleted. */
export function YourDataSection() {
  const { t } = useTranslation(NS);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const signOutOthers = useSignOutOtherDevices();
  // The installation's retention (RETENTION_DAYS); said vaguely only if its settings could not be read.
  const keptDays = useClientConfig().data?.unpaid_kept_days;
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
    <DashboardSection
      title={t('yourData.title')}
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="mt-2 text-sm text-slate-600">
        {t('yourData.intro')}{' '}
        {keptDays ? t('yourData.unpaidKept', { days: keptDays }) : t('yourData.unpaidKeptUnknown')}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
          {downloading ? t('yourData.preparing') : t('yourData.download')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => signOutOthers.mutate()}
          disabled={signOutOthers.isPending}
          aria-busy={signOutOthers.isPending}
        >
          {t('yourData.signOutOthers')}
        </Button>
        <DeleteAccountDialog />
      </div>
      <div role="status" className="mt-3 text-sm text-slate-700">
        {signedOut !== undefined &&
          (signedOut === 0 ? t('yourData.noOthers') : t('yourData.signedOut', { count: signedOut }))}
      </div>
      {(downloadFailed || signOutOthers.isError) && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {downloadFailed ? t('yourData.downloadFailed') : t('yourData.signOutFailed')}
        </p>
      )}
      <MarketingConsent />
    </DashboardSection>
  );
}
