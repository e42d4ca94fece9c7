import { initialBookingValues, toBookingPayload, validateBooking, type BookingFormValues } from './bookingForm';

const TODAY = '2030-01-01';

const valid = (): BookingFormValues => ({
  clientInformation: { name: 'Omar Said', organization: 'Nile Learning', email: 'omar@example.com', phone: '+201001234567', requirements: 'Review our plan.' },
  bookingDetails: { preferenceDate: '2030-01-06', timezone: 'Africa/Cairo', startTime: '10:00 AM', endTime: '11:30 AM', proposeAlternateDate: '' },
  isAccept: true,
  robot: 'proof',
});

type Change = (values: BookingFormValues) => void;
const withChanges = (...changes: Change[]) => {
  const values = valid();
  for (const change of changes) change(values);
  return values;
};

const noRequirements: Change = (v) => (v.clientInformation.requirements = '');
const noStart: Change = (v) => (v.bookingDetails.startTime = '');
const shortName: Change = (v) => (v.clientInformation.name = 'Om');
const shortRequirements: Change = (v) => (v.clientInformation.requirements = 'abc');
const badEmail: Change = (v) => (v.clientInformation.email = 'omar@example');
const noRobot: Change = (v) => (v.robot = '');
const pastDate: Change = (v) => (v.bookingDetails.preferenceDate = '2029-12-31');
const notAccepted: Change = (v) => (v.isAccept = false);

describe('validateBooking: docs/reference.md#validation order (required → lengths → e-mail → robot → date → accept)', () => {
  it('passes a complete booking', async () => {
    expect(await validateBooking(valid(), TODAY, 'f1')).toEqual({});
  });

  it('reports only the required fields while any is empty', async () => {
    const values = withChanges(noRequirements, noStart, shortName, badEmail, noRobot, pastDate, notAccepted);
    expect(await validateBooking(values, TODAY, 'f1')).toEqual({
      clientInformation: { requirements: 'Please enter the required field Requirements' },
      bookingDetails: { startTime: 'Please enter the required field Start Time' },
    });
    const empty = initialBookingValues(undefined, 'UTC');
    expect(await validateBooking(empty, TODAY, 'f1')).toEqual({
      clientInformation: {
        name: 'Please enter the required field Name',
        email: 'Please enter the required field Email',
        requirements: 'Please enter the required field Requirements',
      },
      bookingDetails: {
        preferenceDate: 'Please enter the required field Preference Date',
        startTime: 'Please enter the required field Start Time',
        endTime: 'Please enter the required field End Time',
      },
    });
  });

  it('then the minimum lengths (name 3, e-mail 3, requirements 4)', async () => {
    const values = withChanges(shortName, shortRequirements, (v) => (v.clientInformation.email = 'a@'), noRobot, pastDate, notAccepted);
    expect(await validateBooking(values, TODAY, 'f1')).toEqual({
      clientInformation: {
        name: 'Name should have minimum 3 characters',
        email: 'Email should have minimum 3 characters',
        requirements: 'Requirements should have minimum 4 characters',
      },
    });
  });

  it('then the e-mail format, the robot check, the date and the accept box, one at a time', async () => {
    expect(await validateBooking(withChanges(badEmail, noRobot, pastDate, notAccepted), TODAY, 'f1')).toEqual({
      clientInformation: { email: 'Please enter a valid email' },
    });
    expect(await validateBooking(withChanges(noRobot, pastDate, notAccepted), TODAY, 'f1')).toEqual({ robot: "Please select I'm not a robot" });
    expect(await validateBooking(withChanges(pastDate, notAccepted), TODAY, 'f1')).toEqual({
      bookingDetails: { preferenceDate: 'The requested date cannot be earlier than today' },
    });
    expect(await validateBooking(withChanges(notAccepted), TODAY, 'f1')).toEqual({ isAccept: 'Please accept the terms of the e-Consultation' });
  });

  const CAIRO = { hourlyRate: '$40', timezone: 'Africa/Cairo' };

  it('builds the payload with isAccept as a boolean, the total fees and the freelancer id', () => {
    expect(toBookingPayload({ ...valid(), clientInformation: { ...valid().clientInformation, name: '  Omar Said ' } }, 'f1', CAIRO)).toEqual({
      clientInformation: { name: 'Omar Said', organization: 'Nile Learning', email: 'omar@example.com', phone: '+201001234567', requirements: 'Review our plan.' },
      bookingDetails: { preferenceDate: '2030-01-06', timezone: 'Africa/Cairo', startTime: '10:00 AM', endTime: '11:30 AM', proposeAlternateDate: '' },
      isAccept: true,
      totalFees: '$60',
      freelancer: 'f1',
    });
    expect(toBookingPayload(valid(), 'f1', { ...CAIRO, hourlyRate: 'Negotiable' }).totalFees).toBe('NIL');
  });

  it("counts the fees over the real hours in the consultant's zone, and sends the chosen session length", () => {
    // New York's clocks go from 2:00 to 3:00 AM on 10 March 2030: 01:00–03:30 AM lasts 1 hour 30 minutes, not 2 hours 30.
    const night = withChanges((v) => (v.bookingDetails = { ...v.bookingDetails, preferenceDate: '2030-03-10', startTime: '01:00 AM', endTime: '03:30 AM', length: 90 }));
    const payload = toBookingPayload(night, 'f1', { hourlyRate: '$40', timezone: 'America/New_York' });
    expect(payload.totalFees).toBe('$60');
    expect(payload.bookingDetails.length).toBe(90);
    // No length chosen (a time typed in, a draft): none is sent, and the server checks only the offered lengths.
    expect('length' in toBookingPayload(valid(), 'f1', CAIRO).bookingDetails).toBe(false);
  });
});
