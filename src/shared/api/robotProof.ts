import { ROBOT_PROOF_HEADER } from '@contracts/robot';

/** A form body sent with the single-use proof of a passed robot check. */
export interface WithRobotProof<Body> {
  body: Body;
  proof: string;
}

/** The header that carries the proof (register, login, forgot, contact, invite). */
export const robotProofHeaders = (proof: string): Record<string, string> => ({ [ROBOT_PROOF_HEADER]: proof });

/** `fixedCacheKey`s of the request slots of docs/reference.md#data (mutation state = data, loading, error). */
export const REQUEST_SLOT = {
  login: 'login',
  signup: 'signup',
  inviteFriend: 'inviteFriend',
  contactUs: 'contactUs',
} as const;
