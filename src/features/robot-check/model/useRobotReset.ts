import { useCallback, useState } from 'react';

/**
 * A proof is single use: after every submit the form calls `reset()` and
 * passes `resetKey` to the RobotCheck, which goes back to unchecked.
 */
export function useRobotReset(): { resetKey: number; reset: () => void } {
  const [resetKey, setResetKey] = useState(0);
  const reset = useCallback(() => setResetKey((key) => key + 1), []);
  return { resetKey, reset };
}
