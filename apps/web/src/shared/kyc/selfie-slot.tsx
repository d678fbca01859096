import { MESSAGES } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { showAlert } from '../ui/alert-host.tsx';
import { Button } from '../ui/button.tsx';
import { Camera, Upload } from 'lucide-react';
import { NS } from './i18n.ts';
import { SlotFrame, type SlotProps } from './slot-frame.tsx';
import { BOX, FOCUS_RING } from './slot-parts.tsx';
import { useCamera } from './use-camera.ts';

const CHOICE = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold';

/** docs/product/proposal-kyc.md §2 "Selfie slot": the front-facing camera or a photo from the device. */
export function SelfieSlot(props: SlotProps) {
  const { slot, state, onFile } = props;
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const { video, active: cameraOn, starting, start, stop, capture: takePhoto } = useCamera();
  const capture = async () => {
    const photo = await takePhoto();
    if (photo) onFile(photo);
    else showAlert(MESSAGES.CAMERA_UNAVAILABLE);
  };
  const cameraButton = (
    <Button variant="secondary" onClick={() => void start()} disabled={starting || state.phase === 'uploading'}>
      <Camera className="h-5 w-5" />
      {starting ? t('selfie.opening') : t('selfie.useCamera')}
    </Button>
  );

  return (
    <SlotFrame
      {...props}
      emptyLabel={t('selfie.photoFor', { document: td(slot.label) })}
      hint={t('selfie.formats')}
      inputDisabled={cameraOn}
      override={
        cameraOn ? (
          <div className={`${BOX} border-solid border-brand-600 bg-slate-900`}>
            {/* The preview is mirrored like a mirror; the captured photo is not. */}
            <video
              ref={video}
              muted
              playsInline
              autoPlay
              aria-label={t('selfie.preview')}
              className="aspect-[4/3] w-full max-w-72 -scale-x-100 rounded-lg bg-black object-cover"
            />
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={() => void capture()} className="min-w-28">
                {t('selfie.capture')}
              </Button>
              <Button variant="secondary" onClick={stop}>
                {t('selfie.cancel')}
              </Button>
            </div>
          </div>
        ) : null
      }
      afterUploaded={<div className="flex justify-center">{cameraButton}</div>}
      empty={(inputId) => (
        <div className={`${BOX} ${FOCUS_RING} border-dashed border-slate-300 bg-slate-50`}>
          <p className="max-w-64 text-sm text-slate-700">{t('selfie.intro')}</p>
          <div className="grid w-full max-w-56 gap-3">
            {cameraButton}
            <label
              htmlFor={inputId}
              className={`${CHOICE} cursor-pointer border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
            >
              <Upload className="h-5 w-5" />
              {t('selfie.upload')}
            </label>
          </div>
        </div>
      )}
    />
  );
}
