import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from '@contracts/locale';
import { SERVING, type RouteName, type RouteServing } from '@contracts/routes';
import { loadMessages } from '@/shared/i18n';
import { clockYear, PageYear } from '@/shared/lib/year';
import type { RouteHandle } from '../layout/AppLayout';
import { setupStore, type RootState } from '../model/store';
import { routes } from '../routes/router';
import { pageHead } from '../ssr/head';
import { SSR_DATA_ID, type SsrData } from '../ssr/hydration';
import { ROUTE_DATA, type SsrRouteName } from '../ssr/routeData';
import { serializeForScript } from '../ssr/serialize';

/**
 * The server renderer of the public pages, built by webpack into
 * dist/ssr/ and loaded by server/src/plugins/ssr.ts. It renders the visitor's
 * view: the store has no session and API calls carry no credentials.
 */

/** What one page is rendered with; renders in progress side by side each keep their own. */
export interface RenderRequest {
  /** Site origin for absolute URLs (canonical, og:image, photos). */
  origin: string;
  locale: Locale;
  /** Answers API requests in-process (Fastify's inject), never with the caller's credentials. */
  fetch: typeof fetch;
  /** The page's year (the footer's copyright); the server's clock when absent. */
  year?: number;
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

/**
 * The language of the render in progress: renders of both languages run
 * side by side, each in its own async context. The source is installed once,
 * here; t() and the formatters read it where no argument can reach them.
 */
const renderLocale = new AsyncLocalStorage<Locale>();
setLocaleSource(() => renderLocale.getStore() ?? DEFAULT_LOCALE);
/** Renders in progress (see render). */
let rendering = 0;

type ApiEntry = RootState['api']['queries'][string];

/** An answer the API settled as missing (404): the page says so, and its status is 404. */
const isMissing = (entry: ApiEntry): boolean => entry?.status === 'rejected' && (entry.error as { status?: unknown } | undefined)?.status === 404;

/**
 * Only settled answers go to the browser; nothing of the server's
 * subscriptions. RTK Query asks again for a failed answer with no
 * fulfilledTimeStamp as soon as a hook subscribes: a 404 is final, so it gets
 * its time and the hydrated page shows it without asking the API again.
 */
function apiForBrowser(state: RootState): unknown {
  const { api } = state;
  const settled = Object.entries(api.queries).filter(([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected');
  const queries = Object.fromEntries(settled.map(([key, entry]) => [key, isMissing(entry) ? { ...entry, fulfilledTimeStamp: entry?.startedTimeStamp } : entry]));
  return { api: { ...api, queries, mutations: {}, subscriptions: {} } };
}

/** HTTP status of the page: 404 for the not-found route or when the page's main answer was a 404. */
function statusOf(state: RootState, notFoundRoute: boolean): number {
  return notFoundRoute || Object.values(state.api.queries).some(isMissing) ? 404 : 200;
}

/**
 * The page at `url` as a visitor sees it in `locale`, or null when it is not
 * a public page (a member's page: the browser renders it alone). Unknown
 * paths render the not-found page with status 404.
 */
export async function render(url: string, request: RenderRequest): Promise<SsrPage | null> {
  return inLocale(request.locale, () => renderPage(url, request));
}

/**
 * The <head> tags of a page the browser renders alone (a member's page, or
 * any page a signed-in member opens): its title and link preview in
 * `locale`, from the route table. Empty for an address that redirects.
 */
export async function shellHead(url: string, origin: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  return inLocale(locale, async () => {
    await loadMessages();
    // The matched page's chunk is loaded, so the messages of its group are there in this language.
    const context = await handler.query(new Request(new URL(`${origin}${url}`)));
    if (context instanceof Response) return '';
    const leaf = context.matches[context.matches.length - 1];
    const name = (leaf?.route.handle as RouteHandle | undefined)?.route ?? 'notFound';
    const state = setupStore({ navigate: () => undefined, location: () => url }).getState();
    return pageHead(url, origin, state, { route: name, params: leaf?.params ?? {} }, name === 'notFound');
  });
}

/** Runs `work` with `locale` as the language of t() and of the API calls it makes. */
async function inLocale<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  rendering += 1;
  try {
    return await renderLocale.run(locale, work);
  } finally {
    rendering -= 1;
    // On Node 20 an enabled AsyncLocalStorage puts an async hook on every
    // promise and tick of the process, API requests included (a fifth of a
    // cached visitor answer's time): it is on only while a page renders.
    if (rendering === 0) renderLocale.disable();
  }
}

/** Whether the route is rendered on the server for visitors. */
const isSsrRoute = (name: RouteName): name is SsrRouteName => (SERVING[name] as RouteServing).ssr === true;

async function renderPage(url: string, { origin, fetch, year = clockYear() }: RenderRequest): Promise<SsrPage | null> {
  await loadMessages();
  const request = new Request(new URL(`${origin}${url}`));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') ?? undefined, head: '', body: new PassThrough(), data: '', chunk: '' };
  }
  const leaf = context.matches[context.matches.length - 1];
  const name = (leaf?.route.handle as RouteHandle | undefined)?.route;
  if (!leaf || !name || !isSsrRoute(name)) return null;
  const store = setupStore({ navigate: () => undefined, location: () => url, fetch });

  // The page's data first (the table's data of its route), then one render with all of it in the store.
  await Promise.all(ROUTE_DATA[name](store.dispatch, { params: leaf.params, search: new URL(request.url).searchParams }));
  const state = store.getState();
  const data: SsrData = {
    ...(apiForBrowser(state) as { api: unknown }),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    year,
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    // Waiting for the whole page, and never cutting a large Suspense
    // boundary out to stream it later, sends complete HTML with no inline
    // scripts (the CSP allows none).
    const stream = renderToPipeableStream(
      // No toaster: the app mounts it after hydration (App.tsx).
      // The browser hydrates with the same year (SsrData.year).
      <Provider store={store}>
        <PageYear value={year}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageYear>
      </Provider>,
      {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: () => {
          stream.pipe(body);
          resolve();
        },
        onShellError: reject,
        onError: () => undefined,
      },
    );
  });
  const dataBlock = `<script type="application/json" id="${SSR_DATA_ID}">${serializeForScript(data)}</script>`;
  const status = statusOf(state, name === 'notFound');
  return {
    status,
    head: pageHead(url, origin, state, { route: name, params: leaf.params }, status === 404),
    body,
    data: dataBlock,
    chunk: SERVING[name].chunk,
  };
}
