export { baseApi, API_HYDRATE } from './baseApi';
export { baseQuery, type ApiErrorBody, type ApiExtra } from './baseQuery';
export { errorMessage } from './errorMessage';
export { robotProofHeaders, REQUEST_SLOT, type WithRobotProof } from './robotProof';
