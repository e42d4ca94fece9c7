import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { registerToasts } from '@/shared/lib/notify';
import { makeFreelancer } from '@/entities/freelancer/testing';
import { downloadResume, openResume } from './downloadResume';

jest.mock('notistack', () => ({ enqueueSnackbar: jest.fn(() => 'key'), closeSnackbar: jest.fn() }));
registerToasts({ enqueueSnackbar, closeSnackbar });

const toasts = () => (enqueueSnackbar as jest.Mock).mock.calls.map((call) => call[0] as string);

function stubFetch(body: BodyInit, contentType: string, status = 200) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, headers: { 'content-type': contentType } }));
}

let clicked: HTMLAnchorElement[] = [];
let opened: unknown[][] = [];

beforeEach(() => {
  (enqueueSnackbar as jest.Mock).mockClear();
  clicked = [];
  opened = [];
  URL.createObjectURL = jest.fn(() => 'blob:resume');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  jest.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    opened.push(args);
    return null;
  });
});

afterEach(() => jest.restoreAllMocks());

describe('downloadResume', () => {
  it("fetches with the Authorization header and saves a PDF as '{First}-{Last}-Khibra.pdf'", async () => {
    window.localStorage.setItem('Auth', 'token-9');
    const fetchSpy = stubFetch('%PDF-1.4', 'application/pdf');
    await downloadResume(makeFreelancer());
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/api/v1.0/freelancer/f1/resume`);
    expect((init.headers as Record<string, string>).Authorization).toBe('token-9');
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('Layla-Haddad-Khibra.pdf');
    expect(toasts()).toEqual([]);
  });

  it("says 'This freelancer did not provide a resume.' when there is none", async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await downloadResume(makeFreelancer({ resume: null }));
    expect(toasts()).toEqual(['This freelancer did not provide a resume.']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says 'Error downloading the resume' for an HTML answer", async () => {
    stubFetch('<!doctype html><html></html>', 'text/html; charset=utf-8');
    await downloadResume(makeFreelancer());
    expect(toasts()).toEqual(['Error downloading the resume']);
    expect(clicked).toHaveLength(0);
  });

  it("says 'Error downloading the resume' when the call fails", async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network'));
    await downloadResume(makeFreelancer());
    expect(toasts()).toEqual(['Error downloading the resume']);
  });

  it("says 'Error downloading the resume' for an error status", async () => {
    stubFetch('{"message":"x"}', 'application/json', 404);
    await downloadResume(makeFreelancer());
    expect(toasts()).toEqual(['Error downloading the resume']);
  });

  it("says 'Resume is not in pdf format' for another type, then opens the file directly", async () => {
    stubFetch('plain words', 'text/plain');
    await downloadResume(makeFreelancer());
    expect(toasts()).toEqual(['Resume is not in pdf format']);
    expect(opened[0][0]).toBe('blob:resume');
    expect(clicked).toHaveLength(0);
  });
});

describe('openResume', () => {
  it('opens a stored PDF in a new tab', async () => {
    stubFetch('%PDF-1.4', 'application/pdf');
    await openResume('/api/v1.0/freelancer/f1/resume');
    expect(opened[0][0]).toBe('blob:resume');
    expect(toasts()).toEqual([]);
  });
});
