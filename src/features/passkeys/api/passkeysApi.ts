import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON, AuthenticationResponseJSON } from '@simplewebauthn/browser';
import type { TokenResponse } from '@contracts/auth';
import { PASSKEY_PATHS, type PasskeyView } from '@contracts/passkeys';
import { baseApi } from '@/shared/api';

/** Passkey calls; the list is kept up to date from each mutation's answer (no refetch). */
export const passkeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/passkeys */
    myPasskeys: build.query<PasskeyView[], void>({
      query: () => PASSKEY_PATHS.list,
    }),
    /** POST /user/passkeys/options */
    passkeyRegistrationOptions: build.mutation<PublicKeyCredentialCreationOptionsJSON, void>({
      query: () => ({ url: PASSKEY_PATHS.registrationOptions, method: 'POST', body: {} }),
    }),
    /** POST /user/passkeys { response, name? } */
    addPasskey: build.mutation<PasskeyView, { response: RegistrationResponseJSON; name?: string }>({
      query: (body) => ({ url: PASSKEY_PATHS.list, method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(passkeysApi.util.updateQueryData('myPasskeys', undefined, (list) => void list.push(data)));
      },
    }),
    /** DELETE /user/passkeys/{id} */
    removePasskey: build.mutation<{ removed: true }, string>({
      query: (id) => ({ url: PASSKEY_PATHS.one(id), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(passkeysApi.util.updateQueryData('myPasskeys', undefined, (list) => list.filter((passkey) => passkey.id !== id)));
      },
    }),
    /** POST /auth/passkey/options (visitor) */
    passkeySignInOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, void>({
      query: () => ({ url: PASSKEY_PATHS.signInOptions, method: 'POST', body: {} }),
    }),
    /** POST /auth/passkey { response } → a login's answer. */
    passkeySignIn: build.mutation<TokenResponse, AuthenticationResponseJSON>({
      query: (response) => ({ url: PASSKEY_PATHS.signIn, method: 'POST', body: { response } }),
      invalidatesTags: (result) => (result ? ['Vacancy', 'Freelancer', 'Profile'] : []),
    }),
  }),
});

export const { useMyPasskeysQuery, usePasskeyRegistrationOptionsMutation, useAddPasskeyMutation, useRemovePasskeyMutation, usePasskeySignInOptionsMutation, usePasskeySignInMutation } = passkeysApi;
