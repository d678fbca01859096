import { MESSAGES } from '@kavach/domain';
import { showAlert } from '../ui/alert-host.tsx';
import { Button } from '../ui/button.tsx';
import { Camera, Upload } from 'lucide-react';
import { SlotFrame, type SlotProps } from './slot-frame.tsx';
import { BOX, FOCUS_RING } from './slot-parts.tsx';
import { useCamera } from './use-camera.ts';

const CHOICE = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold';

/** docs/product/proposal-kyc.md §2 "Selfie slot": the front-facing camera or a photo from the device. */
export function SelfieSlot(props: SlotProps) {
  const { slot, state, onFile } = props;
  const { video, active: cameraOn, starting, start, stop, capture: takePhoto } = useCamera();
  const capture = async () => {
    const photo = await takePhoto();
    if (photo) onFile(photo);
    else showAlert(MESSAGES.CAMERA_UNAVAILABLE);
  };
  const cameraButton = (
    <Button variant="secondary" onClick={() => void start()} disabled={starting || state.phase === 'uploading'}>
      <Camera className="h-5 w-5" />
      {starting ? 'Opening camera…' : 'Use camera'}
    </Button>
  );

  return (
    <SlotFrame
      {...props}
      emptyLabel={`Upload a photo for ${slot.label}`}
      hint="JPG or PNG, up to 10 MB"
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
              aria-label="Camera preview"
              className="aspect-[4/3] w-full max-w-72 -scale-x-100 rounded-lg bg-black object-cover"
            />
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={() => void capture()} className="min-w-28">
                Capture
              </Button>
              <Button variant="secondary" onClick={stop}>
                Cancel
              </Button>
            </div>
          </div>
        ) : null
      }
      afterUploaded={<div className="flex justify-center">{cameraButton}</div>}
      empty={(inputId) => (
        <div className={`${BOX} ${FOCUS_RING} border-dashed border-slate-300 bg-slate-50`}>
          <p className="max-w-64 text-sm text-slate-700">
            Take a clear photo of your face in good light, or upload one.
          </p>
          <div className="grid w-full max-w-56 gap-3">
            {cameraButton}
            <label
              htmlFor={inputId}
              className={`${CHOICE} cursor-pointer border border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
            >
              <Upload className="h-5 w-5" />
              Upload a photo
            </label>
          </div>
        </div>
      )}
    />
  );
}
