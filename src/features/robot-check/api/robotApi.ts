import type { RobotCheckRequest, RobotCheckResponse, RobotConfig } from '@contracts/auth';
import { baseApi } from '@/shared/api';

export const robotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /auth/robot-config → which provider to render ('local' checkbox or reCAPTCHA with its site key). */
    getRobotConfig: build.query<RobotConfig, void>({
      query: () => '/auth/robot-config',
      keepUnusedDataFor: 60 * 60,
    }),
    /** POST /auth/verifyrecaptchav3 {token, action:'submit'} → top-level {success, proof?} (see docs/reference.md#api). */
    verifyRobot: build.mutation<RobotCheckResponse, RobotCheckRequest>({
      query: (body) => ({ url: '/auth/verifyrecaptchav3', method: 'POST', body }),
    }),
  }),
});

export const { useGetRobotConfigQuery, useVerifyRobotMutation } = robotApi;
