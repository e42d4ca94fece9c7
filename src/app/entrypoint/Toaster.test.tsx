import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleSource } from '@contracts/locale';
import { loadMessages } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Modal } from '@/shared/ui';
import Toaster from './Toaster';

const WIDTH = 300;

/** Shows one toast through the app's toaster and returns it (its role is alert). */
async function showToast(message = 'Vacancy created successfully') {
  render(<Toaster />);
  act(() => {
    notify(message, 'success');
  });
  return screen.findByRole('alert');
}

/** A horizontal drag on the toast from x = 500, by `dx` pixels (negative: to the left). */
function drag(toast: HTMLElement, dx: number) {
  fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 500, clientY: 20 });
  fireEvent.pointerMove(toast, { pointerId: 1, clientX: 500 + dx / 2, clientY: 22 });
  fireEvent.pointerMove(toast, { pointerId: 1, clientX: 500 + dx, clientY: 24 });
  fireEvent.pointerUp(toast, { pointerId: 1, clientX: 500 + dx, clientY: 24 });
}

// jsdom has no PointerEvent: a mouse event with the pointer's id and type stands in for it.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
  }
}

beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: TestPointerEvent });
});

afterAll(() => {
  Reflect.deleteProperty(window, 'PointerEvent');
});

beforeEach(() => {
  // jsdom lays nothing out: every element is WIDTH wide.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, WIDTH, 48));
});

afterEach(() => {
  jest.restoreAllMocks();
  setLocaleSource(() => 'en');
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('toasts', () => {
  it('have a Close button that dismisses them', async () => {
    const toast = await showToast();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  });

  it('are dismissed by a drag past 80 percent of their width towards the edge they sit at, and spring back otherwise', async () => {
    const toast = await showToast();
    expect(toast.closest('[data-anchor]')).toHaveAttribute('data-anchor', 'top-right');
    drag(toast, WIDTH * 0.5);
    drag(toast, -WIDTH);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(toast).toBeInTheDocument();
    drag(toast, WIDTH * 0.85);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  });

  it('follow the reading direction in Arabic: at the left, a close button named in Arabic, dragged to the left', async () => {
    setLocaleSource(() => 'ar');
    await loadMessages();
    const toast = await showToast('تم إنشاء الوظيفة بنجاح');
    expect(toast.closest('[data-anchor]')).toHaveAttribute('data-anchor', 'top-left');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    drag(toast, WIDTH * 0.85);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(toast).toBeInTheDocument();
    drag(toast, -WIDTH * 0.85);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  });

  it('come from the bottom on phones, clear of the header', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query.includes('max-width: 767'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
    });
    const toast = await showToast();
    expect(toast.closest('[data-anchor]')).toHaveAttribute('data-anchor', 'bottom-right');
  });
});

describe('toasts above a modal dialog', () => {
  it('render inside the open modal <dialog>, the only part of the page that is not inert, in its strip above the content, and leave it when it closes', async () => {
    const { rerender } = render(
      <>
        <Toaster />
        <Modal open onClose={() => {}} title="Reschedule">
          <button type="button">Done</button>
        </Modal>
      </>,
    );
    act(() => {
      notify('Booking rescheduled', 'success');
    });
    const toast = await screen.findByRole('alert');
    const dialog = screen.getByRole('dialog', { name: 'Reschedule' });
    expect(dialog).toContainElement(toast);
    // In the flow between the title and the content (not laid over them): the dialog's actions stay clear.
    const strip = toast.closest('[data-toast-outlet]');
    expect(strip?.parentElement).toBe(dialog);
    expect(strip).not.toContainElement(screen.getByRole('button', { name: 'Done' }));
    expect(strip?.compareDocumentPosition(screen.getByRole('button', { name: 'Done' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('heading', { name: 'Reschedule' }).compareDocumentPosition(toast)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    rerender(
      <>
        <Toaster />
        <Modal open={false} onClose={() => {}} title="Reschedule" />
      </>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking rescheduled');
  });
});
