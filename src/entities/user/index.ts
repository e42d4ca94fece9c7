export { userApi, useGetMyProfileQuery } from './api/userApi';
export {
  accountApi,
  useLoginMutation,
  useSignupMutation,
  useUpdateMyProfileMutation,
  useUpdatePasswordMutation,
  useLogoutMutation,
  useLogoutAllMutation,
  useSetLanguageMutation,
} from './api/accountApi';
export { photoUrl, DEFAULT_AVATAR } from './lib/photo';
