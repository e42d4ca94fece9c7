import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps> & { withFields?: boolean }) {
  const { withFields = true, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Edit profile" {...rest}>
        {withFields ? (
          <>
            <label>
              Name <input />
            </label>
            <button type="button">Save</button>
          </>
        ) : (
          <p>Nothing to do here.</p>
        )}
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Edit profile' }) };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a native <dialog> opened as a modal, labelled by its title, portalled into body, focusing the first field', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openModal();
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
    expect(dialog.parentElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    showModal.mockRestore();
  });

  it('focuses the close button with focusClose, even when the content has fields', async () => {
    await openModal({ focusClose: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses the close button when the content has nothing focusable', async () => {
    await openModal({ withFields: false });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop (outside the box) but not on a click inside it', async () => {
    const { user, dialog } = await openModal();
    const box = { left: 100, top: 100, right: 500, bottom: 400, width: 400, height: 300, x: 100, y: 100 };
    jest.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({ ...box, toJSON: () => box });
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    // On the dialog's own border or padding: inside its box.
    fireEvent.mouseDown(dialog, { clientX: 101, clientY: 150 });
    fireEvent.click(dialog, { clientX: 101, clientY: 150 });
    // A press that starts inside and ends on the backdrop (selecting text) does not close either.
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Name' }), { clientX: 200, clientY: 200 });
    fireEvent.click(dialog, { clientX: 50, clientY: 50 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The ::backdrop: clicks there reach the dialog element, outside its box.
    fireEvent.mouseDown(dialog, { clientX: 50, clientY: 50 });
    fireEvent.click(dialog, { clientX: 50, clientY: 50 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells its owner when the browser closed it without asking (a second Escape)', async () => {
    const { dialog, opener } = await openModal();
    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks body scroll while open', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('lets only the topmost of two modals react to Escape', async () => {
    const user = userEvent.setup();
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    render(
      <Modal open onClose={outerClose} title="Outer">
        <Modal open onClose={innerClose} title="Inner">
          <button type="button">Inside</button>
        </Modal>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});

describe('Modal stacking', () => {
  it('hands Escape to a modal opened later from inside another', async () => {
    const user = userEvent.setup();
    const outerClose = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open onClose={outerClose} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Modal open={inner} onClose={() => setInner(false)} title="Inner">
            <button type="button">Inside</button>
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    expect(more).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledTimes(1);
  });
});
