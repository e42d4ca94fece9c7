import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/test';
import { CropPhotoModal } from './CropPhotoModal';

const UNREADABLE = 'This file is not an image that can be read. Please choose a JPEG, PNG or WebP photo.';

function renderCropper(src: string) {
  const onDone = jest.fn();
  const onUndo = jest.fn();
  const view = renderWithProviders(<CropPhotoModal open src={src} onDone={onDone} onUndo={onUndo} />);
  return { ...view, onDone, onUndo };
}

describe('CropPhotoModal', () => {
  it('shows the image to crop and the hint while the file reads as an image', () => {
    renderCropper('blob:http://localhost/photo');
    expect(screen.getByRole('img', { name: 'The photo to crop' })).toBeInTheDocument();
    expect(screen.getByText('Drag the square to choose what shows on your profile.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says clearly that a file is not a readable image instead of showing a broken image', () => {
    const { onDone } = renderCropper('blob:http://localhost/not-an-image');
    fireEvent.error(screen.getByRole('img', { name: 'The photo to crop' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UNREADABLE);
    expect(screen.queryByRole('img', { name: 'The photo to crop' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: /^Zoom/ })).toBeDisabled();
    // Undo stays available to choose another file.
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('forgets the failure when another file is chosen', () => {
    const { rerender, onDone, onUndo } = renderCropper('blob:http://localhost/not-an-image');
    fireEvent.error(screen.getByRole('img', { name: 'The photo to crop' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<CropPhotoModal open src="blob:http://localhost/another" onDone={onDone} onUndo={onUndo} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The photo to crop' })).toBeInTheDocument();
  });
});
