export { baseApi, API_HYDRATE } from './baseApi';
export { baseQuery, setApiFetch, setSiteOrigin, siteOrigin, type ApiErrorBody } from './baseQuery';
export { errorMessage } from './errorMessage';
export { robotProofHeaders, REQUEST_SLOT, type WithRobotProof } from './robotProof';
