/**
 * Stubs the network at the edge (global.fetch), never our own hooks: each
 * route answers like the server would. Every request is recorded.
 *
 *   const api = stubApi({
 *     'GET /auth/robot-config': { body: { data: { provider: 'local' } } },
 *     'POST /auth/login': (req) => ({ status: 400, body: { message: 'x', errors: { message: 'x' } } }),
 *   });
 *   expect(api.calls('POST /auth/login')[0].body).toEqual({...});
 */
export interface StubRequest {
  method: string;
  /** Path below /api/v1.0, without the query string. */
  path: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body, or undefined. */
  body: unknown;
}

export interface StubReply {
  status?: number;
  body?: unknown;
  /** Resolve it to let the answer through (to observe a loading state). */
  wait?: Promise<unknown>;
}

export type StubRoute = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

const API_BASE = '/api/v1.0';

/** Answers of the robot check with the local provider, for forms that show one. */
export const robotRoutes = (proof = 'proof-1'): Record<string, StubRoute> => ({
  'GET /auth/robot-config': { body: { data: { provider: 'local' } } },
  'POST /auth/verifyrecaptchav3': { body: { success: true, proof } },
});

export function stubApi(routes: Record<string, StubRoute>) {
  const requests: StubRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const stubRequest: StubRequest = { method: request.method, path, url, headers: request.headers, body };
    requests.push(stubRequest);
    const route = routes[`${request.method} ${path}`];
    if (!route) {
      return Response.json({ message: `No stub for ${request.method} ${path}`, errors: {} }, { status: 404 });
    }
    const reply = typeof route === 'function' ? await route(stubRequest) : route;
    if (reply.wait) await reply.wait;
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  return {
    spy,
    requests,
    /** The requests made to one route, e.g. calls('POST /auth/login'). */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    restore: () => spy.mockRestore(),
  };
}

/** A promise with its resolve handle, to hold an answer back. */
export function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
