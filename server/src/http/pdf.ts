import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream, type PDFObject } from '@cantoo/pdf-lib';

/** Keys that run or carry something: scripts, actions on open or on events, attached files, XML forms, rich media. */
const ACTIVE_KEYS = ['OpenAction', 'AA', 'JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent', 'Next'].map((key) => PDFName.of(key));
/** Actions a reader may follow from a link or an outline entry: a place in this document, a web address, a named page move. */
const SAFE_ACTIONS = new Set(['/GoTo', '/URI', '/Named']);
/** Annotations that carry a file, a movie, a sound or rich media: taken off their pages. */
const CARRYING_ANNOTATIONS = new Set(['/FileAttachment', '/Movie', '/Sound', '/Screen', '/RichMedia', '/3D']);

const ACTION = PDFName.of('A');
const ACTION_TYPE = PDFName.of('S');
const ANNOTS = PDFName.of('Annots');
const SUBTYPE = PDFName.of('Subtype');

function dictOf(object: PDFObject | undefined): PDFDict | undefined {
  if (object instanceof PDFDict) return object;
  if (object instanceof PDFStream || object instanceof PDFRawStream) return object.dict;
  return undefined;
}

/** Cleans one dictionary and the direct objects inside it (indirect ones are cleaned on their own). */
function neutralise(doc: PDFDocument, object: PDFObject | undefined): void {
  if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) neutralise(doc, object.get(i));
    return;
  }
  const dict = dictOf(object);
  if (!dict) return;
  for (const key of ACTIVE_KEYS) dict.delete(key);
  const action = dict.lookup(ACTION);
  if (action instanceof PDFDict && !SAFE_ACTIONS.has(String(action.get(ACTION_TYPE)))) dict.delete(ACTION);
  const annotations = dict.lookup(ANNOTS);
  if (annotations instanceof PDFArray) {
    for (let i = annotations.size() - 1; i >= 0; i--) {
      const annotation = dictOf(doc.context.lookup(annotations.get(i)));
      if (annotation && CARRYING_ANNOTATIONS.has(String(annotation.get(SUBTYPE)))) annotations.remove(i);
    }
  }
  for (const value of dict.values()) neutralise(doc, value);
}

/**
 * A PDF as it may be stored and handed to another member: parsed with a PDF
 * library (a file that only begins like one, an encrypted one or one without
 * a page is refused: null), stripped of scripts, actions run on opening or on
 * events, actions other than links (launch, submit, import, …), attached
 * files and rich media, and written afresh, so whatever sat between its
 * objects (HTML, a script) is not copied.
 */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    if (doc.getPageCount() < 1) return null;
    for (const [, object] of doc.context.enumerateIndirectObjects()) neutralise(doc, object);
    return await doc.save({ useObjectStreams: false });
  } catch {
    return null;
  }
}
