import { accountFormSchema, accountValues, changedFields, draftOf } from './accountForm';

const user = {
  id: 'u1',
  firstName: 'Amira',
  lastName: 'Haddad',
  email: 'amira@example.com',
  phone: '+971501234567',
  country: 'Oman',
  city: 'Muscat',
  showPhonePublic: false,
  showPhoneRegistered: true,
  Iam: [],
};

describe('changedFields', () => {
  const initial = accountValues(user);

  it('is empty when nothing changed, also with surrounding spaces', () => {
    expect(changedFields(initial, { ...initial, city: ' Muscat ' })).toEqual({});
  });

  it('holds only the changed fields, trimmed', () => {
    expect(changedFields(initial, { ...initial, city: ' Sohar ', showPhonePublic: true })).toEqual({ city: 'Sohar', showPhonePublic: true });
  });
});

describe('e-mail change', () => {
  const initial = accountValues(user);

  it('sends the current password with a changed e-mail, and only then', () => {
    expect(changedFields(initial, { ...initial, email: 'new@example.com', currentPassword: 'secret1' })).toEqual({
      email: 'new@example.com',
      currentPassword: 'secret1',
    });
    expect(changedFields(initial, { ...initial, city: 'Sohar', currentPassword: 'secret1' })).toEqual({ city: 'Sohar' });
  });

  it('requires the current password only when the e-mail differs', async () => {
    const schema = accountFormSchema(initial.email);
    await expect(schema.validate({ ...initial, email: 'new@example.com' })).rejects.toThrow(
      'Please enter your current password to change your email.',
    );
    await expect(schema.validate({ ...initial, email: 'new@example.com', currentPassword: 'x' })).resolves.toBeTruthy();
    await expect(schema.validate({ ...initial, city: 'Sohar' })).resolves.toBeTruthy();
  });

  it('keeps no password in the draft', () => {
    expect(draftOf({ ...initial, currentPassword: 'secret1' })).not.toHaveProperty('currentPassword');
  });
});
