import { previewGeometry, previewStyle } from './preview';

describe('previewGeometry', () => {
  it('shows the whole image when the crop is the whole image at zoom 1', () => {
    expect(previewGeometry({ unit: '%', x: 0, y: 0, width: 100, height: 100 }, 1)).toEqual({ width: 100, height: 100, x: 0, y: 0 });
  });

  it('zooms around the centre like the cropper: a centred crop stays centred', () => {
    const geometry = previewGeometry({ unit: '%', x: 25, y: 25, width: 50, height: 50 }, 2);
    expect(geometry.width).toBeCloseTo(400);
    expect(geometry.x).toBeCloseTo(37.5);
    expect(geometry.y).toBeCloseTo(37.5);
  });

  it('writes the geometry as a style', () => {
    expect(previewStyle({ unit: '%', x: 10, y: 20, width: 80, height: 60 }, 1)).toEqual({
      width: '125%',
      height: '166.67%',
      transform: 'translate(-10%, -20%)',
    });
  });
});
