/** Base path of every API call (see docs/reference.md#api). */
export const API_PREFIX = '/api/v1.0';

/** Body of GET /health. */
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { ok: boolean; driver: 'pglite' | 'postgres'; latencyMs: number };
  uptimeSeconds: number;
  /** When this installation first started; survives restarts. */
  installedAt: string;
}
