import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Header } from '@/widgets/header';
import { MainNav } from '@/widgets/main-nav';
import { Footer } from '@/widgets/footer';
import { LayoutSlotProvider, LayoutSlotTarget, Spinner } from '@/shared/ui';
import styles from './AppLayout.module.css';

/**
 * The common page layout of SPEC §2: header with nav, the optional slider
 * (filled by a page through <LayoutSlot>), content (min 50vh), footer.
 */
export function AppLayout() {
  return (
    <LayoutSlotProvider>
      <div className={styles.shell}>
        <Header nav={<MainNav />} />
        <LayoutSlotTarget />
        <main id="main" className={styles.main}>
          <Suspense fallback={<Spinner size="lg" />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </LayoutSlotProvider>
  );
}
