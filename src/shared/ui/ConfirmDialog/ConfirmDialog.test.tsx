import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function setup(hint?: string) {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      action="withdraw this application"
      hint={hint}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { user, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks the question with the action and offers Yes and No', () => {
    setup();
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to withdraw this application?',
    });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('shows the hint as the dialog description', () => {
    setup('You cannot undo this.');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('You cannot undo this.');
  });

  it('calls onConfirm on Yes and onCancel on No', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as No', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
