import { ContentHtml } from '@/entities/content';
import { t } from '@/shared/i18n';
import { ContentPageFrame } from './ContentPageFrame';
import styles from './ContentPage.module.css';

/** /terms-and-conditions: the terms HTML of the content service (see docs/reference.md#data). */
export function TermsPage() {
  const title = t('page.terms');
  return <ContentPageFrame title={title}>{(content) => <ContentHtml html={content.termsAndConditions} dropHeading={title} />}</ContentPageFrame>;
}

/** /privacy-and-cookies: its two parts, privacy then cookies (see docs/reference.md#data), each reachable from the top. */
export function PrivacyPage() {
  return (
    <ContentPageFrame title={t('page.privacy')}>
      {(content) => (
        <>
          <nav className={styles.toc} aria-label={t('page.privacy')}>
            <a href="#privacy">{t('privacy.privacy')}</a>
            <a href="#cookies">{t('privacy.cookies')}</a>
          </nav>
          <section id="privacy" className={styles.part} aria-label={t('privacy.privacy')}>
            <ContentHtml html={content.privacyAndCookies.privacy} />
          </section>
          <section id="cookies" className={styles.part} aria-label={t('privacy.cookies')}>
            <ContentHtml html={content.privacyAndCookies.cookies} />
          </section>
        </>
      )}
    </ContentPageFrame>
  );
}

/** /help-and-support: the help HTML of the content service. */
export function HelpPage() {
  const title = t('page.help');
  return <ContentPageFrame title={title}>{(content) => <ContentHtml html={content.help} dropHeading={title} />}</ContentPageFrame>;
}
