import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { DialogForm, type DialogFormProps } from './DialogForm';
import { FormTextField } from './fields';
import { showServerError } from './serverError';

type Values = { name: string };
const schema = yup.object({ name: yup.string().trim().required('Name is required') });

function Harness({ onSubmit }: { onSubmit: DialogFormProps<Values>['onSubmit'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      <DialogForm<Values>
        open={open}
        onClose={() => setOpen(false)}
        title="Rename the list"
        cancelLabel="Keep"
        submitLabel="Rename"
        initialValues={{ name: '' }}
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        {() => <FormTextField name="name" label="Name" />}
      </DialogForm>
    </>
  );
}

async function openDialog(onSubmit: DialogFormProps<Values>['onSubmit']) {
  const user = userEvent.setup();
  render(<Harness onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Rename' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Rename the list' }) };
}

describe('DialogForm', () => {
  it('is a form in the dialog: the first field has the focus and Enter submits what was typed', async () => {
    const onSubmit = jest.fn();
    const { user, dialog } = await openDialog(onSubmit);
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveFocus();
    await user.type(field, 'Trainers{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Trainers' }, expect.anything()));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal once, and keeps the dialog open", async () => {
    const { user, dialog } = await openDialog((_values, helpers) => {
      showServerError({ status: 409, data: { message: 'Taken', errors: { message: 'A list has this name already.', error: 'nameTaken' } } }, helpers, {}, 'Something went wrong');
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Trainers');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A list has this name already.');
    expect(screen.getAllByText('A list has this name already.')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Rename the list' })).toBeInTheDocument();
  });

  it('refuses by the rules with the focus on the field, and opens again empty after Keep', async () => {
    const onSubmit = jest.fn();
    const { user, dialog } = await openDialog(onSubmit);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Coaches');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(within(screen.getByRole('dialog', { name: 'Rename the list' })).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps nothing across a language switch: the new page opens with the dialog closed', async () => {
    const { user, dialog } = await openDialog(jest.fn());
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Trainers');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sessionStorage.getItem('khibra.typedForms')).toBeNull();
  });
});
