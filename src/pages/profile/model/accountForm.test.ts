import { accountValues, changedFields } from './accountForm';

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
