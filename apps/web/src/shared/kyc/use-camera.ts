import { MESSAGES, SELFIE_JPEG_QUALITY } from '@kavach/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showAlert } from '../ui/alert-host.tsx';

const stopStream = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());

/**
 * docs/product/proposal-kyc.md §4 "Selfie": the front-facing camera, a preview, and a capture that saves a JPEG at
 * quality 0.8 and stops the camera. No camera (none fitted, permission refused, insecure page): the spec's alert.
 */
export function useCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const current = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    stopStream(current.current);
    current.current = null;
    setStream(null);
  }, []);
  useEffect(() => () => stopStream(current.current), []);

  useEffect(() => {
    if (video.current && stream) {
      video.current.srcObject = stream;
      void video.current.play().catch(() => {
        /* autoplay may wait for the element to be visible; the muted preview starts then */
      });
    }
  }, [stream]);

  const start = useCallback(async () => {
    setStarting(true);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('getUserMedia is not available');
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
      stopStream(current.current);
      current.current = media;
      setStream(media);
    } catch (err) {
      console.error('Camera unavailable', err);
      showAlert(MESSAGES.CAMERA_UNAVAILABLE);
    } finally {
      setStarting(false);
    }
  }, []);

  /** Draws the current frame and resolves to a JPEG file; the camera is stopped either way. */
  const capture = useCallback(async (): Promise<File | null> => {
    const el = video.current;
    try {
      if (!el || el.videoWidth === 0) return null;
      const canvas = document.createElement('canvas');
      canvas.width = el.videoWidth;
      canvas.height = el.videoHeight;
      canvas.getContext('2d')?.drawImage(el, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', SELFIE_JPEG_QUALITY),
      );
      return blob ? new File([blob], 'selfie.jpg', { type: 'image/jpeg' }) : null;
    } finally {
      stop();
    }
  }, [stop]);

  return { video, active: stream !== null, starting, start, stop, capture };
}
