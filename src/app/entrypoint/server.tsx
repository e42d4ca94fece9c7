import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from '@contracts/locale';
import { SSR_ROUTES, type SsrRoutePattern } from '@contracts/ssr';
import { baseApi, setApiFetch, setSiteOrigin } from '@/shared/api';
import { loadMessages } from '@/shared/i18n';
import { clockYear, setPageYear } from '@/shared/lib/year';
import { setupStore, type AppStore, type RootState } from '../model/store';
import { routes } from '../routes/router';
import { pageHead } from '../ssr/head';
import { SSR_DATA_ID, type SsrData } from '../ssr/hydration';
import { serializeForScript } from '../ssr/serialize';

/**
 * The server renderer of the public pages (issue 12), built by webpack into
 * dist/ssr/ and loaded by server/src/plugins/ssr.ts. It renders the visitor's
 * view: the store has no session and API calls carry no credentials.
 */

export interface SsrOptions {
  /** Site origin for absolute URLs (canonical, og:image, photos). */
  origin: string;
  /** Answers API requests in-process (Fastify's inject), never with the caller's credentials. */
  fetch: typeof fetch;
}

export interface SsrPage {
  status: number;
  /** A redirect's target, if the route redirected. */
  location?: string;
  /** Tags for <head>: title, description, canonical, Open Graph, Twitter, hreflang, JSON-LD. */
  head: string;
  /** The page's HTML stream (the root element's content). */
  body: PassThrough;
  /** The webpack chunk of the page (its CSS and scripts are linked in the head). */
  chunk: string;
  /** The JSON block with the api state and router hydration data, written after the root element. */
  data: string;
}

const handler = createStaticHandler(routes);

/** The language of the render in progress: renders of both languages run side by side. */
const renderLocale = new AsyncLocalStorage<Locale>();
setLocaleSource(() => renderLocale.getStore() ?? DEFAULT_LOCALE);
/** Renders in progress (see render). */
let rendering = 0;

export function configure(options: SsrOptions): void {
  setApiFetch(options.fetch);
  setSiteOrigin(options.origin);
}

function tree(store: AppStore, content: ReactNode): ReactNode {
  return (
    // No toaster: the app mounts it after hydration (App.tsx).
    <Provider store={store}>{content}</Provider>
  );
}

/** Renders once and throws the HTML away: the queries the page starts while rendering are what it needs. */
function prepass(node: ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    const stream = renderToPipeableStream(node, {
      onAllReady: () => {
        stream.pipe(sink);
        resolve();
      },
      onShellError: reject,
      onError: () => undefined,
    });
  });
}

/** Only settled answers go to the browser; nothing of the server's subscriptions. */
function apiForBrowser(state: RootState): unknown {
  const { api } = state;
  const queries = Object.fromEntries(Object.entries(api.queries).filter(([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected'));
  return { api: { ...api, queries, mutations: {}, subscriptions: {} } };
}

/** HTTP status of the page: 404 for the not-found route or when the page's main answer was a 404. */
function statusOf(state: RootState, notFoundRoute: boolean): number {
  if (notFoundRoute) return 404;
  const missing = Object.values(state.api.queries).some((entry) => entry?.status === 'rejected' && (entry.error as { status?: unknown } | undefined)?.status === 404);
  return missing ? 404 : 200;
}


/**
 * The page at `url` as a visitor sees it in `locale`, or null when it is not
 * a public page (a member's page: the browser renders it alone). Unknown
 * paths render the not-found page with status 404.
 */
export async function render(url: string, origin: string, locale: Locale = DEFAULT_LOCALE): Promise<SsrPage | null> {
  rendering += 1;
  try {
    return await renderLocale.run(locale, () => renderPage(url, origin));
  } finally {
    rendering -= 1;
    // On Node 20 an enabled AsyncLocalStorage puts an async hook on every
    // promise and tick of the process, API requests included (a fifth of a
    // cached visitor answer's time): it is on only while a page renders.
    if (rendering === 0) renderLocale.disable();
  }
}

async function renderPage(url: string, origin: string): Promise<SsrPage | null> {
  await loadMessages();
  const request = new Request(new URL(`${origin}${url}`));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') ?? undefined, head: '', body: new PassThrough(), data: '', chunk: '' };
  }
  const leaf = context.matches[context.matches.length - 1]?.route.path ?? '';
  if (!(leaf in SSR_ROUTES)) return null;
  const chunk = SSR_ROUTES[leaf as SsrRoutePattern];
  // The server's clock gives the page its year; the browser hydrates with the same (SsrData.year).
  const year = clockYear();
  setPageYear(year);
  const store = setupStore({ navigate: () => undefined, location: () => url });
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () => tree(store, <StaticRouterProvider router={router} context={context} hydrate={false} />);

  // Queries that depend on other answers start in a later pass; three passes cover every public page.
  for (let pass = 0; pass < 3; pass += 1) {
    await prepass(page());
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
  }

  const state = store.getState();
  const notFoundRoute = leaf === '*';
  const data: SsrData = {
    ...(apiForBrowser(state) as { api: unknown }),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    year,
  };
  const body = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    // The page's data is all there after the passes: waiting for all of it,
    // and never cutting a large Suspense boundary out to stream it later,
    // sends complete HTML with no inline scripts (the CSP allows none).
    const stream = renderToPipeableStream(page(), {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        stream.pipe(body);
        resolve();
      },
      onShellError: reject,
      onError: () => undefined,
    });
  });
  const dataBlock = `<script type="application/json" id="${SSR_DATA_ID}">${serializeForScript(data)}</script>`;
  return { status: statusOf(state, notFoundRoute), head: pageHead(url, origin, state, notFoundRoute), body, data: dataBlock, chunk };
}
