import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { setLocaleSource } from '@contracts/locale';
import { registerToasts, type Toasts } from '@/shared/lib/notify';
import { deferred } from '@/shared/lib/test';
import { FormShell, FormSubmit } from './FormShell';
import { FormTextField } from './fields';
import { showServerError } from './serverError';

const schema = yup.object({ name: yup.string().required('Name is required'), city: yup.string().required('City is required') });

function renderShell(onSubmit: Parameters<typeof FormShell<{ name: string; city: string }>>[0]['onSubmit'], fixErrors?: string) {
  const user = userEvent.setup();
  render(
    <FormShell initialValues={{ name: '', city: '' }} validationSchema={schema} onSubmit={onSubmit} fixErrors={fixErrors}>
      {() => (
        <>
          <FormTextField name="name" label="Name" />
          <FormTextField name="city" label="City" />
          <FormSubmit>Save</FormSubmit>
        </>
      )}
    </FormShell>,
  );
  return user;
}

describe('FormShell', () => {
  it('leaves checking to the rules (noValidate) and puts the focus on the first invalid field after a refused submit', async () => {
    const onSubmit = jest.fn();
    const user = renderShell(onSubmit);
    expect(screen.getByRole('button', { name: 'Save' }).closest('form')).toHaveAttribute('novalidate');
    await user.type(screen.getByLabelText('City'), 'Amman');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the submit button busy while the save runs, and free again after', async () => {
    const save = deferred();
    const user = renderShell(() => save.promise);
    await user.type(screen.getByLabelText('Name'), 'Layla');
    await user.type(screen.getByLabelText('City'), 'Beirut');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    save.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it("shows the server's refusal at the top of the form", async () => {
    const user = renderShell((_values, helpers) => {
      showServerError({ status: 429, data: { message: 'Too many requests', errors: { message: 'Please wait a minute.', error: 'rateLimited' } } }, helpers, {}, 'Something went wrong');
    });
    await user.type(screen.getByLabelText('Name'), 'Layla');
    await user.type(screen.getByLabelText('City'), 'Beirut');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please wait a minute.')).toBeInTheDocument();
  });

  describe('with fixErrors (a long form)', () => {
    const enqueueSnackbar = jest.fn();
    beforeEach(() => registerToasts({ enqueueSnackbar, closeSnackbar: jest.fn() } as unknown as Toasts));
    afterEach(() => {
      registerToasts(null);
      enqueueSnackbar.mockReset();
    });

    it('says in a toast that fields need fixing when the rules stop the submit, and focuses the first', async () => {
      const onSubmit = jest.fn();
      const user = renderShell(onSubmit, 'Please correct the highlighted fields.');
      await user.type(screen.getByLabelText('City'), 'Amman');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(enqueueSnackbar).toHaveBeenCalledWith('Please correct the highlighted fields.', expect.objectContaining({ variant: 'error' })));
      await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('submits a valid form without that toast', async () => {
      const onSubmit = jest.fn();
      const user = renderShell(onSubmit, 'Please correct the highlighted fields.');
      await user.type(screen.getByLabelText('Name'), 'Layla');
      await user.type(screen.getByLabelText('City'), 'Beirut');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Layla', city: 'Beirut' }, expect.anything()));
      expect(enqueueSnackbar).not.toHaveBeenCalled();
    });
  });

  describe('across a language switch', () => {
    afterEach(() => {
      setLocaleSource(() => 'en');
      sessionStorage.clear();
    });

    /** Two replies of one shape on one page, each kept under its own name. */
    function Replies() {
      return (
        <>
          {['r1', 'r2'].map((id) => (
            <FormShell key={id} initialValues={{ text: '' }} onSubmit={() => {}} keptAs={`reply-${id}`}>
              {() => <FormTextField name="text" label={`Reply to ${id}`} />}
            </FormShell>
          ))}
        </>
      );
    }

    it('gives each of several forms of one shape its own typing back', async () => {
      const user = userEvent.setup();
      const english = render(<Replies />);
      await user.type(screen.getByLabelText('Reply to r2'), 'Thank you');
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      english.unmount();
      setLocaleSource(() => 'ar');
      render(<Replies />);
      expect(await screen.findByDisplayValue('Thank you')).toBe(screen.getByLabelText('Reply to r2'));
      expect(screen.getByLabelText('Reply to r1')).toHaveValue('');
    });
  });
});
