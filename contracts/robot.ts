/**
 * The robot-check header on its own, with no yup: the SPA's shared api (in the
 * home page bundle) sends it without pulling the schemas of contracts/auth.
 */

/** Header that carries the single-use robot-check proof on protected forms. */
export const ROBOT_PROOF_HEADER = 'x-robot-proof';
