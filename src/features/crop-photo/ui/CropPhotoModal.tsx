import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { ReactCrop, centerCrop, convertToPixelCrop, makeAspectCrop, type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { freelancersT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button, Modal } from '@/shared/ui';
import { CROP_SCALE_MAX, CROP_SCALE_MIN, cropToBlob } from '../lib/cropToBlob';
import { previewStyle } from '../lib/preview';
import styles from './CropPhotoModal.module.css';

export interface CropPhotoModalProps {
  open: boolean;
  /** Object URL of the chosen image. */
  src: string | null;
  /** The cropped square photo: a JPEG of at most 500 px. */
  onDone: (photo: Blob) => void;
  /** Undo: the chosen image is dropped (also Escape and the close button). */
  onUndo: () => void;
}

/** The round preview of the photo as it will be cropped. */
function CropPreview({ src, crop, scale }: { src: string; crop: PercentCrop; scale: number }) {
  const captionId = useId();
  return (
    <figure className={styles.preview} aria-labelledby={captionId}>
      <div className={styles.previewCircle}>
        <img src={src} alt={t('freelancers.crop.previewAlt')} style={previewStyle(crop, scale)} />
      </div>
      <figcaption id={captionId} className={styles.previewCaption}>{t('freelancers.crop.preview')}</figcaption>
    </figure>
  );
}

/** The zoom slider, with its value beside it. */
function ScaleControl({ scale, disabled, onChange }: { scale: number; disabled: boolean; onChange: (scale: number) => void }) {
  return (
    <label className={styles.scale}>
      <span className={styles.scaleLabel}>{t('freelancers.crop.scale')}</span>
      <input
        type="range"
        min={CROP_SCALE_MIN}
        max={CROP_SCALE_MAX}
        step={0.05}
        value={scale}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output className={styles.scaleValue}>{`${scale.toFixed(2)}×`}</output>
    </label>
  );
}

/**
 * The crop screen of docs/reference.md#screens, #states: a square crop, a zoom slider from 1 to 2,
 * then Done or Undo. The page decides when it is open (the `crop` query
 * parameter, docs/reference.md#reading-18).
 */
export function CropPhotoModal({ open, src, onDone, onUndo }: CropPhotoModalProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  // In percent of the shown image, so it stays right when the window (and the image) is resized.
  const [crop, setCrop] = useState<PercentCrop>();
  const [scale, setScale] = useState(1);
  const [busy, setBusy] = useState(false);
  // The src the browser could not decode (not an image, or a broken one); a new choice clears it.
  const [unreadableSrc, setUnreadableSrc] = useState<string | null>(null);
  const unreadable = src !== null && src === unreadableSrc;

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { width, height } = event.currentTarget;
    if (!width || !height) return;
    setCrop(centerCrop(makeAspectCrop({ unit: '%', width: 80 }, 1, width, height), width, height) as PercentCrop);
  };

  const finish = async () => {
    const image = imageRef.current;
    if (!image || !crop?.width || !crop.height) return;
    setBusy(true);
    try {
      onDone(await cropToBlob(image, convertToPixelCrop(crop, image.width, image.height), scale));
    } catch {
      notify(t('freelancers.crop.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open && Boolean(src)} onClose={onUndo} title={t('freelancers.crop.title')} fullScreen className={styles.modal}>
      <div className={styles.layout}>
        {unreadable ? (
          <p role="alert" className={styles.unreadable}>
            {t('freelancers.crop.unreadable')}
          </p>
        ) : (
          <p className={styles.hint}>{t('freelancers.crop.hint')}</p>
        )}
        <div className={styles.workspace}>
          <div className={styles.stage}>
            <div className={styles.frame}>
              {src && !unreadable && (
                <ReactCrop
                  crop={crop}
                  aspect={1}
                  keepSelection
                  minWidth={40}
                  onChange={(_pixel, percent) => setCrop(percent)}
                  className={styles.cropper}
                >
                  <img
                    ref={imageRef}
                    src={src}
                    alt={t('freelancers.crop.imageAlt')}
                    className={styles.image}
                    style={{ transform: `scale(${scale})` }}
                    onLoad={onImageLoad}
                    onError={() => {
                      setUnreadableSrc(src);
                      setCrop(undefined);
                    }}
                  />
                </ReactCrop>
              )}
            </div>
          </div>
          {src && !unreadable && crop?.width ? <CropPreview src={src} crop={crop} scale={scale} /> : null}
        </div>
        <div className={styles.controls}>
          <ScaleControl scale={scale} disabled={unreadable} onChange={setScale} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onUndo}>
              {t('freelancers.crop.undo')}
            </Button>
            <Button onClick={() => void finish()} loading={busy} disabled={unreadable || !crop?.width}>
              {t('freelancers.crop.done')}
            </Button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
