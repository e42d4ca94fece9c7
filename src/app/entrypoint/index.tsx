import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles/tokens.css';
import '../styles/global.css';
import '../styles/arabic-font.css';
import { API_HYDRATE } from '@/shared/api';
import { readToken, syncSignedInCookie } from '@/shared/auth';
import { loadMessages, startPageLocale } from '@/shared/i18n';
import { PageYear } from '@/shared/lib/year';
import { followOtherTabs, setupStore } from '../model/store';
import { createRouter, loadMatchedRoutes } from '../routes/router';
import { readSsrData } from '../ssr/hydration';
import { App } from './App';

async function start() {
  syncSignedInCookie();
  // The page's language (the server's <html lang dir>), its messages there before the first render.
  await loadMessages(startPageLocale());
  // The server rendered the visitor's view; a member (whose cookie was
  // missing) renders afresh instead of hydrating it.
  const ssr = readToken() === null ? readSsrData() : null;
  // A page whose script cannot be fetched is not hydrated: the router shows its error in the layout.
  const hydrate = ssr !== null && (await loadMatchedRoutes());
  const router = createRouter(hydrate ? ssr.router : undefined);
  const store = setupStore({
    navigate: (to) => void router.navigate(to),
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  });
  if (ssr) store.dispatch({ type: API_HYDRATE, payload: { api: ssr.api } });
  followOtherTabs(store);

  const container = document.getElementById('root') as HTMLElement;
  // The year the server rendered with (none: a page the browser renders alone reads its clock).
  const app = (
    <PageYear value={ssr?.year}>
      <App store={store} router={router} />
    </PageYear>
  );
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread until the whole page is hydrated
  // (a phone stays responsive: no long task while the page comes alive).
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
