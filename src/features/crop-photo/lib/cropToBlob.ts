import type { PixelCrop } from 'react-image-crop';

/** docs/reference.md#limits: the cropped photo is at most 500 px square; scale runs from 1 to 2. */
export const CROP_MAX_PX = 500;
export const CROP_SCALE_MIN = 1;
export const CROP_SCALE_MAX = 2;

/** Output edge for a crop `naturalWidth` px wide: never above 500 px. */
export function outputSize(naturalCropWidth: number, naturalCropHeight: number): { width: number; height: number } {
  const factor = Math.min(1, CROP_MAX_PX / Math.max(naturalCropWidth, naturalCropHeight, 1));
  return {
    width: Math.max(1, Math.round(naturalCropWidth * factor)),
    height: Math.max(1, Math.round(naturalCropHeight * factor)),
  };
}

/**
 * Draws the chosen part of the (zoomed) image on a canvas of at most 500 px
 * and returns it as a JPEG blob. `crop` is in displayed pixels; the image is
 * shown scaled by `scale` around its centre, as the cropper shows it.
 */
export async function cropToBlob(image: HTMLImageElement, crop: PixelCrop, scale: number): Promise<Blob> {
  const ratioX = image.naturalWidth / image.width;
  const ratioY = image.naturalHeight / image.height;
  const natural = { width: crop.width * ratioX, height: crop.height * ratioY };
  const size = outputSize(natural.width, natural.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);

  const factor = size.width / natural.width;
  const centerX = image.naturalWidth / 2;
  const centerY = image.naturalHeight / 2;
  context.save();
  context.scale(factor, factor);
  context.translate(-crop.x * ratioX, -crop.y * ratioY);
  context.translate(centerX, centerY);
  context.scale(scale, scale);
  context.translate(-centerX, -centerY);
  context.drawImage(image, 0, 0, image.naturalWidth, image.naturalHeight);
  context.restore();

  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo'))), 'image/jpeg', 0.9);
  });
}
