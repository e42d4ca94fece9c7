import { PDFDocument } from '@cantoo/pdf-lib';
import { ACTIVE_PDF, HTML_PDF, PDF } from '../test/freelancers';
import { cleanPdf } from './pdf';

const text = (bytes: Uint8Array | null) => Buffer.from(bytes ?? []).toString('latin1');

describe('cleanPdf: a PDF as it may be stored', () => {
  it('refuses what only begins like a PDF, a broken one, and one without a page', async () => {
    expect(await cleanPdf(HTML_PDF)).toBeNull();
    expect(await cleanPdf(PDF.subarray(0, 200))).toBeNull();
    expect(await cleanPdf(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'))).toBeNull();
  });

  it('keeps a plain document readable, with its pages and text, and writes it afresh the same way twice', async () => {
    const cleaned = await cleanPdf(PDF);
    expect(text(cleaned)).toMatch(/^%PDF-/);
    expect(text(cleaned)).toContain('(Curriculum vitae) Tj');
    expect((await PDFDocument.load(cleaned!)).getPageCount()).toBe(1);
    expect(Buffer.from((await cleanPdf(cleaned!))!).equals(Buffer.from(cleaned!))).toBe(true);
  });

  it('strips scripts, automatic and page actions, launch links, attached files and the HTML between objects; keeps web links', async () => {
    expect(text(ACTIVE_PDF)).toContain('/JavaScript');
    const cleaned = text(await cleanPdf(ACTIVE_PDF));
    expect(cleaned).toContain('(Curriculum vitae) Tj');
    for (const gone of ['/JavaScript', '/JS', '/OpenAction', '/AA', '/Launch', '/EmbeddedFiles', '/EF', '/FileAttachment', 'app.alert', 'calc.exe', 'cmd.exe', '<script', '<html']) expect(cleaned).not.toContain(gone);
    expect(cleaned).toContain('/URI (https://khibra.example/)');
  });
});
