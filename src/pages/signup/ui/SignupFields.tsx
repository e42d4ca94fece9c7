import { Link } from 'react-router';
import { accountsT as t } from '@/shared/i18n';
import { FormCheckbox, FormSelect, FormTextField } from '@/shared/lib/form';
import { paths } from '@/shared/routes';
import { FormRow, type SelectOption } from '@/shared/ui';
import styles from './SignupPage.module.css';

interface SignupFieldsProps {
  /** The server said the address has an account: a link to log in instead, under the e-mail. */
  emailTaken: boolean;
  countries: SelectOption[];
}

/** Name, e-mail, phone, country and city, password twice, the terms and the business box. */
export function SignupFields({ emailTaken, countries }: SignupFieldsProps) {
  return (
    <>
      <FormRow>
        <FormTextField name="firstName" label={t('accounts.field.firstName')} autoComplete="given-name" required />
        <FormTextField name="lastName" label={t('accounts.field.lastName')} autoComplete="family-name" required />
      </FormRow>
      <FormTextField name="email" label={t('accounts.field.email')} type="email" autoComplete="email" required />
      {emailTaken && (
        <p className={styles.loginInstead}>
          <Link to={paths.login}>{t('session.form.loginInstead')}</Link>
        </p>
      )}
      <FormTextField
        label={t('accounts.field.phone')}
        hint={t('accounts.phone.hint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        name="phone"
      />
      <FormRow>
        <FormSelect
          label={t('accounts.field.country')}
          placeholder={t('accounts.country.placeholder')}
          options={countries}
          autoComplete="country-name"
          required
          name="country"
        />
        <FormTextField name="city" label={t('accounts.field.city')} autoComplete="address-level2" required />
      </FormRow>
      <FormTextField
        label={t('accounts.field.password')}
        type="password"
        autoComplete="new-password"
        required
        name="password"
      />
      <FormTextField
        label={t('accounts.field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        name="cnfpassword"
      />
      <div className={styles.checks}>
        <FormCheckbox
          name="terms"
          label={
            <>
              {t('accounts.signup.termsBefore')}{' '}
              <a href={paths.terms} target="_blank" rel="noopener noreferrer">
                {t('accounts.signup.termsLink')}
                <span className="visually-hidden"> {t('accounts.signup.newTab')}</span>
              </a>
            </>
          }
        />
        <FormCheckbox name="business" label={t('accounts.signup.business')} />
      </div>
    </>
  );
}
