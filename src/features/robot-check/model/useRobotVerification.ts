import { useCallback, useEffect, useRef, useState } from 'react';
import { useVerifyRobotMutation } from '../api/robotApi';

export type RobotCheckStatus = 'unchecked' | 'loading' | 'verified';

/**
 * A check's state: `check(token)` asks the server (loading → verified, or back to unchecked with `failed`), `uncheck`
 * drops the proof. `report` hears the proof, or '' whenever there is none (any more). `widgetKey` changes after a
 * failed check, so a Google widget keyed on it is remounted and its spent token dropped.
 */
export function useRobotVerification(report: (proof: string) => void) {
  const [verify] = useVerifyRobotMutation();
  const [status, setStatus] = useState<RobotCheckStatus>('unchecked');
  const [failed, setFailed] = useState(false);
  const [widgetKey, setWidgetKey] = useState(0);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const check = useCallback(
    async (token: string) => {
      setStatus('loading');
      setFailed(false);
      let proof = '';
      try {
        const answer = await verify({ token, action: 'submit' }).unwrap();
        if (answer.success && answer.proof) proof = answer.proof;
      } catch {
        proof = '';
      }
      if (!mounted.current) return;
      if (proof) {
        setStatus('verified');
      } else {
        setStatus('unchecked');
        setFailed(true);
        setWidgetKey((key) => key + 1);
      }
      report(proof);
    },
    [verify, report],
  );

  const uncheck = useCallback(() => {
    setStatus('unchecked');
    report('');
  }, [report]);

  return { status, failed, widgetKey, check, uncheck };
}
