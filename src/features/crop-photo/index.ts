export { CropPhotoModal, type CropPhotoModalProps } from './ui/CropPhotoModal';
export { cropToBlob, outputSize, CROP_MAX_PX, CROP_SCALE_MIN, CROP_SCALE_MAX } from './lib/cropToBlob';
