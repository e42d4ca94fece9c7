export { baseApi, API_HYDRATE } from './baseApi';
export { baseQuery, setRefusalRule, type ApiAnswer, type ApiErrorBody, type ApiExtra, type RefusalRule, type SendCall } from './baseQuery';
export { errorMessage } from './errorMessage';
export { robotProofHeaders, REQUEST_SLOT, type WithRobotProof } from './robotProof';
