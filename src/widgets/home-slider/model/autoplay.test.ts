import type { KeenSliderInstance } from 'keen-slider/react';
import { autoplay } from './autoplay';

type Handler = () => void;

/** Just enough of a keen-slider instance: its events and next(). */
function fakeSlider() {
  const handlers: Record<string, Handler[]> = {};
  const slider = {
    next: jest.fn(),
    on: (event: string, handler: Handler) => {
      (handlers[event] ??= []).push(handler);
    },
  };
  const emit = (event: string) => handlers[event]?.forEach((handler) => handler());
  return { slider, emit };
}

describe('autoplay plugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves to the next slide 5000 ms after creation and after every transition', () => {
    const { slider, emit } = fakeSlider();
    autoplay(5000, () => false)(slider as unknown as KeenSliderInstance);
    emit('created');
    jest.advanceTimersByTime(4999);
    expect(slider.next).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(slider.next).toHaveBeenCalledTimes(1);
    emit('animationEnded');
    jest.advanceTimersByTime(5000);
    expect(slider.next).toHaveBeenCalledTimes(2);
  });

  it('waits while held and while dragging, and stops when destroyed', () => {
    const { slider, emit } = fakeSlider();
    let held = true;
    autoplay(5000, () => held)(slider as unknown as KeenSliderInstance);
    emit('created');
    jest.advanceTimersByTime(20000);
    expect(slider.next).not.toHaveBeenCalled();

    held = false;
    emit('updated');
    emit('dragStarted');
    jest.advanceTimersByTime(20000);
    expect(slider.next).not.toHaveBeenCalled();

    emit('animationEnded');
    emit('destroyed');
    jest.advanceTimersByTime(20000);
    expect(slider.next).not.toHaveBeenCalled();
  });
});
