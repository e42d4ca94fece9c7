import { useEffect, useRef, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { COMPANY_LIMITS, COMPANY_LOGO_FIELD, COMPANY_SIZES, type CompanyProfile } from '@contracts/company';
import { companySchema } from '@contracts/company-schema';
import { CompanyLogo, useSaveCompanyMutation } from '@/entities/company';
import { countryOptions, useGetReferenceDataQuery } from '@/entities/reference';
import { CropPhotoModal } from '@/features/crop-photo';
import { errorMessage } from '@/shared/api';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { FormNumberField, FormSelect, FormShell, FormSubmit, FormTextArea, FormTextField, readServerError, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Button, FormSection, type SelectOption } from '@/shared/ui';
import styles from './MyCompanyPage.module.css';

interface CompanyValues {
  name: string;
  about: string;
  industry: string;
  size: string;
  country: string;
  city: string;
  website: string;
  foundedYear: string;
}

/** The server's refusals of the website (a suffix many share, an e-mail service's site), shown under the field. */
const WEBSITE_FIELD = { sharedDomain: 'website', mailServiceWebsite: 'website' } as const;

const valuesOf = (company: CompanyProfile | null): CompanyValues => ({
  name: company?.name ?? '',
  about: company?.about ?? '',
  industry: company?.industry ?? '',
  size: company?.size ?? '',
  country: company?.country ?? '',
  city: company?.city ?? '',
  website: company?.website ?? '',
  foundedYear: company?.foundedYear ? String(company.foundedYear) : '',
});

/** The logo: the stored one (or the initial), a new one cropped square, or none. */
function LogoField({ name, stored, logo, onChange }: { name: string; stored: string | null; logo: Blob | null | undefined; onChange: (logo: Blob | null | undefined) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!logo) return undefined;
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);
  const shown = logo ? preview : logo === null ? null : stored;
  const close = () => {
    if (source) URL.revokeObjectURL(source);
    setSource(null);
  };
  return (
    <div className={styles.logoRow}>
      {shown && logo ? <img className={styles.logoPreview} src={shown} alt="" width={96} height={96} /> : <CompanyLogo name={name || '?'} logo={shown} size="lg" />}
      <div className={styles.logoActions}>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          aria-label={t('company.edit.chooseLogo')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) setSource(URL.createObjectURL(file));
          }}
        />
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          {t('company.edit.chooseLogo')}
        </Button>
        {(logo || (logo === undefined && stored)) && (
          <Button size="sm" variant="link" onClick={() => onChange(null)}>
            {t('company.edit.removeLogo')}
          </Button>
        )}
        <p className={styles.hint}>{t('company.edit.logoHint')}</p>
      </div>
      <CropPhotoModal
        open={source !== null}
        src={source}
        onDone={(cropped) => {
          onChange(cropped);
          close();
        }}
        onUndo={close}
      />
    </div>
  );
}

/** The company page's form: the profile and its logo, saved with PUT /company (the server checks the same rules). */
export function CompanyForm({ company }: { company: CompanyProfile | null }) {
  const [save] = useSaveCompanyMutation();
  const { data: reference } = useGetReferenceDataQuery();
  /** undefined: keep the stored logo; null: remove it; a Blob: the new one. */
  const [logo, setLogo] = useState<Blob | null | undefined>(undefined);
  const sizes: SelectOption[] = [{ value: '', label: t('company.edit.sizeNone') }, ...COMPANY_SIZES.map((size) => ({ value: size, label: t('company.size', { size: isolate(size) }) }))];
  const countries: SelectOption[] = [{ value: '', label: t('company.edit.countryNone') }, ...(countryOptions(reference?.country) as SelectOption[])];

  const submit = async (values: CompanyValues, helpers: FormikHelpers<CompanyValues>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    if (logo) body.append(COMPANY_LOGO_FIELD, logo, 'logo.jpg');
    if (logo === null) body.append('deleteLogo', 'true');
    try {
      await save(body).unwrap();
      setLogo(undefined);
      notify(t('company.edit.saved'), 'success');
    } catch (failure) {
      // A website the server refuses (a shared suffix, an e-mail service's) is said under the field.
      const { code } = readServerError(failure);
      if (code && code in WEBSITE_FIELD) {
        showServerError(failure, helpers, WEBSITE_FIELD, t('company.edit.saveFailed'));
        return;
      }
      notify(errorMessage(failure as Parameters<typeof errorMessage>[0]) ?? t('company.edit.saveFailed'), 'error');
    }
  };

  return (
    <FormShell<CompanyValues> initialValues={valuesOf(company)} enableReinitialize validationSchema={companySchema()} onSubmit={submit} className={styles.form}>
      {(form) => (
        <>
          <FormSection title={t('company.edit.logo')}>
            <LogoField name={form.values.name} stored={company?.logo ?? null} logo={logo} onChange={setLogo} />
          </FormSection>
          <FormSection title={t('company.edit.title')}>
            <div className={styles.fields}>
              <FormTextField name="name" label={t('company.edit.name')} required maxLength={COMPANY_LIMITS.name} dir="auto" />
              <FormTextField name="industry" label={t('company.edit.industry')} maxLength={COMPANY_LIMITS.industry} dir="auto" />
              <FormSelect name="size" label={t('company.edit.size')} options={sizes} />
              <FormNumberField name="foundedYear" label={t('company.edit.founded')} />
              <FormSelect name="country" label={t('company.edit.country')} options={countries} />
              <FormTextField name="city" label={t('company.edit.city')} maxLength={COMPANY_LIMITS.city} dir="auto" />
              <FormTextField name="website" label={t('company.edit.website')} hint={t('company.edit.websiteHint')} type="url" inputMode="url" dir="ltr" className={styles.wide} />
            </div>
            <FormTextArea name="about" label={t('company.edit.about')} rows={6} maxLength={COMPANY_LIMITS.about} enforceMaxLength={false} dir="auto" />
          </FormSection>
          <div className={styles.actions}>
            <FormSubmit>{t('company.edit.save')}</FormSubmit>
          </div>
        </>
      )}
    </FormShell>
  );
}
