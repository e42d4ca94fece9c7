export { userApi, useGetMyProfileQuery } from './api/userApi';
export { photoUrl, DEFAULT_AVATAR } from './lib/photo';
