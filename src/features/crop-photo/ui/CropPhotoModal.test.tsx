import { fireEvent, screen, within } from '@testing-library/react';
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

  it('shows a round preview of exactly what Done keeps, following the zoom', () => {
    renderCropper('blob:http://localhost/photo');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'The photo to crop' });
    // A 300×400 portrait as laid out: the starting square is 80% of the width, centred.
    Object.defineProperty(photo, 'width', { configurable: true, value: 300 });
    Object.defineProperty(photo, 'height', { configurable: true, value: 400 });
    fireEvent.load(photo);

    const preview = screen.getByRole('figure', { name: 'Preview' });
    const shown = within(preview).getByRole('img', { name: 'Your photo as it will show on your profile' });
    expect(shown).toHaveAttribute('src', 'blob:http://localhost/photo');
    // 240 px square from (30, 80): the image is 1/0.8 and 1/0.6 of the circle, shifted by 10% and 20%.
    expect(shown.style.width).toBe('125%');
    expect(shown.style.height).toBe('166.67%');
    expect(shown.style.transform).toBe('translate(-10%, -20%)');

    // Zoom 2 around the centre: the same square holds half as much of the image.
    fireEvent.change(screen.getByRole('slider', { name: /^Zoom/ }), { target: { value: '2' } });
    expect(shown.style.width).toBe('250%');
    expect(shown.style.height).toBe('333.33%');
    expect(shown.style.transform).toBe('translate(-30%, -35%)');
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it('shows no preview for a file that is not an image', () => {
    renderCropper('blob:http://localhost/not-an-image');
    const photo = screen.getByRole('img', { name: 'The photo to crop' });
    fireEvent.error(photo);
    expect(screen.getByRole('alert')).toHaveTextContent(UNREADABLE);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
