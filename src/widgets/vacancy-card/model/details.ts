import type { Vacancy } from '@contracts/vacancy';
import { vacanciesT as t, type VacanciesKey as MessageKey } from '@/shared/i18n';
import type { ContactDetail } from '@/shared/ui';
import { formatLanguages, formatNationality, formatPaid, formatPlace, formatStart, formatYears, orAny } from './display';

export interface DetailGroup {
  title: MessageKey;
  rows: { label: MessageKey; value: ContactDetail }[];
}

const text = (value: string): ContactDetail => ({ kind: 'text', text: value });

/**
 * The contact as the viewer may see it (SPEC §6): the server sends a visitor
 * no name or e-mail (masked) and the phone only when the poster shows it to
 * visitors; a member without the phone reads that it is not available.
 */
function contactRows(contact: Vacancy['contact'] | undefined, loggedIn: boolean): DetailGroup['rows'] {
  const { name, email, phone } = contact ?? {};
  let phoneValue: ContactDetail;
  if (phone) phoneValue = { kind: 'phone', phone };
  else if (!loggedIn) phoneValue = { kind: 'mask' };
  else phoneValue = { kind: 'muted', text: t('vacancies.card.noPhone') };
  return [
    { label: 'vacancies.card.name', value: loggedIn && name ? text(name) : { kind: 'mask' } },
    { label: 'vacancies.card.email', value: loggedIn && email ? { kind: 'email', email } : { kind: 'mask' } },
    { label: 'vacancies.card.phone', value: phoneValue },
  ];
}

/** The detail groups of the vacancy card (SPEC §2): candidate, location, time, payment and contact. */
export function vacancyDetailGroups(vacancy: Vacancy, loggedIn: boolean): DetailGroup[] {
  return [
    {
      title: 'vacancies.card.candidate',
      rows: [
        { label: 'vacancies.card.minExperience', value: text(formatYears(vacancy.candidate?.minExperience)) },
        { label: 'vacancies.card.languages', value: text(formatLanguages(vacancy.candidate)) },
        { label: 'vacancies.card.nationality', value: text(formatNationality(vacancy.candidate?.nationality)) },
      ],
    },
    {
      title: 'vacancies.card.location',
      rows: [
        { label: 'vacancies.card.place', value: { kind: 'line', text: formatPlace(vacancy.location) } },
        { label: 'vacancies.card.workstation', value: text(orAny(vacancy.location?.workstation)) },
        { label: 'vacancies.card.travelRequired', value: text(orAny(vacancy.location?.travelRequired)) },
      ],
    },
    {
      title: 'vacancies.card.time',
      rows: [
        { label: 'vacancies.card.startDate', value: text(formatStart(vacancy.time?.startDate)) },
        { label: 'vacancies.card.timePeriod', value: text(orAny(vacancy.time?.timePeriod)) },
        { label: 'vacancies.card.minAvailability', value: text(orAny(vacancy.time?.minAvailability)) },
        { label: 'vacancies.card.projectPhase', value: text(orAny(vacancy.time?.projectPhase)) },
      ],
    },
    {
      title: 'vacancies.card.payment',
      rows: [
        { label: 'vacancies.card.hourlyRate', value: text(orAny(vacancy.payment?.hourlyRate)) },
        { label: 'vacancies.card.payType', value: text(orAny(vacancy.payment?.payType)) },
        { label: 'vacancies.card.flights', value: text(formatPaid(vacancy.payment?.flights)) },
        { label: 'vacancies.card.hotel', value: text(formatPaid(vacancy.payment?.hotel)) },
      ],
    },
    { title: 'vacancies.card.contact', rows: contactRows(vacancy.contact, loggedIn) },
  ];
}
