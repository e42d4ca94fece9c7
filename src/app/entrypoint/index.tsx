import { createRoot } from 'react-dom/client';
import '../styles/tokens.css';
import '../styles/global.css';
import { followOtherTabs, setupStore } from '../model/store';
import { createRouter } from '../routes/router';
import { App } from './App';

const router = createRouter();
const store = setupStore({
  navigate: (to) => void router.navigate(to),
  location: () => `${router.state.location.pathname}${router.state.location.search}`,
});
followOtherTabs(store);

createRoot(document.getElementById('root') as HTMLElement).render(<App store={store} router={router} />);
