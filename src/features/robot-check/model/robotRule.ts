import * as yup from 'yup';
import { msg } from '@contracts/messages';

/** The form field that holds the proof: empty until the check is verified (see docs/reference.md#validation). */
export const robotRule = () => yup.string().required(msg.robot);

/** The token the local provider verifies (no third-party widget). */
export const LOCAL_ROBOT_TOKEN = 'local';
