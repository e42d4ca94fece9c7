export { RobotCheck, type RobotCheckProps } from './ui/RobotCheck';
export type { RobotCheckStatus } from './model/useRobotVerification';
export { RobotCheckField, type RobotCheckFieldProps } from './ui/RobotCheckField';
export { robotRule, LOCAL_ROBOT_TOKEN } from './model/robotRule';
export { useRobotReset } from './model/useRobotReset';
export { robotApi, useGetRobotConfigQuery, useVerifyRobotMutation } from './api/robotApi';
