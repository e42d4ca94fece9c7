export { baseApi } from './baseApi';
export { baseQuery, type ApiErrorBody } from './baseQuery';
export { errorMessage } from './errorMessage';
export { robotProofHeaders, REQUEST_SLOT, type WithRobotProof } from './robotProof';
