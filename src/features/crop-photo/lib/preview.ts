import type { PercentCrop } from 'react-image-crop';

/**
 * Where the image goes inside the round preview so that the preview shows
 * exactly what Done will keep (the same geometry as cropToBlob): the crop is
 * in percent of the image box, and the image is shown zoomed by `scale`
 * around its centre. Returns the image's size in percent of the preview and
 * its shift in percent of its own size.
 */
export function previewGeometry(crop: PercentCrop, scale: number): { width: number; height: number; x: number; y: number } {
  const unzoom = (start: number) => 0.5 + (start / 100 - 0.5) / scale;
  const width = Math.max(crop.width, 0.01) / 100 / scale;
  const height = Math.max(crop.height, 0.01) / 100 / scale;
  return { width: 100 / width, height: 100 / height, x: unzoom(crop.x) * 100, y: unzoom(crop.y) * 100 };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The preview image's inline style for `previewGeometry`. */
export function previewStyle(crop: PercentCrop, scale: number): { width: string; height: string; transform: string } {
  const geometry = previewGeometry(crop, scale);
  return {
    width: `${round(geometry.width)}%`,
    height: `${round(geometry.height)}%`,
    transform: `translate(${-round(geometry.x)}%, ${-round(geometry.y)}%)`,
  };
}
