import * as yup from 'yup';
import type { CmsContent } from '@contracts/content';
import { sanitizeContentHtml } from './sanitize';

/** A site path ('/content/x.svg', '/freelancers') or an http(s) URL — never javascript: and the like. */
const link = () =>
  yup
    .string()
    .trim()
    .required()
    .test('safe-link', '${path} must be a site path or an http(s) URL', (value) => !value || /^(\/(?!\/)|https?:\/\/)/i.test(value));

const text = () => yup.string().trim().required();
const html = () => yup.string().required();

const block = () => yup.object({ title: text(), content: text(), img: link() });
const videoBlock = () => block().shape({ video: link(), poster: link() });
const section = () =>
  yup.object({
    title: text(),
    content: text(),
    subContent: yup.array(yup.object({ img: link(), title: text(), content: text() })).required(),
  });

/** The shape of a content document (docs/reference.md#data CMS data); unknown keys are refused. */
export const cmsSchema = yup
  .object({
    title: text(),
    titleContent: text(),
    works: yup.object({ banners: yup.array(yup.object({ img: link(), link: link() }).noUnknown()).required() }).noUnknown(),
    forBusiness: videoBlock().noUnknown(),
    forFreelancer: videoBlock().noUnknown(),
    freelancerContent: section().noUnknown(),
    eConsultant: section().noUnknown(),
    aboutus: yup
      .object({
        array: yup.array(yup.object({ img: link(), title: text(), content: html() }).noUnknown()).required(),
        story: yup.object({ img: link(), title: text(), content: html() }).noUnknown(),
      })
      .noUnknown(),
    slider2: yup
      .object()
      .required()
      .test('lines', 'slider2 must map page names to lists of text lines and have IndexPage', (value: Record<string, unknown>) =>
        Object.values(value).every((lines) => Array.isArray(lines) && lines.every((line) => typeof line === 'string')) && Array.isArray(value.IndexPage),
      ),
    termsAndConditions: html(),
    privacyAndCookies: yup.object({ privacy: html(), cookies: html() }).noUnknown(),
    help: html(),
  })
  .noUnknown()
  .strict();

/** Validates a document (throws yup's ValidationError naming the path) and sanitizes every HTML field. */
export function validateContent(input: unknown): CmsContent {
  const content = cmsSchema.validateSync(input, { abortEarly: true, stripUnknown: false }) as unknown as CmsContent;
  return sanitizeDocument(content);
}

export function sanitizeDocument(content: CmsContent): CmsContent {
  return {
    ...content,
    aboutus: {
      array: content.aboutus.array.map((card) => ({ ...card, content: sanitizeContentHtml(card.content) })),
      story: { ...content.aboutus.story, content: sanitizeContentHtml(content.aboutus.story.content) },
    },
    termsAndConditions: sanitizeContentHtml(content.termsAndConditions),
    privacyAndCookies: {
      privacy: sanitizeContentHtml(content.privacyAndCookies.privacy),
      cookies: sanitizeContentHtml(content.privacyAndCookies.cookies),
    },
    help: sanitizeContentHtml(content.help),
  };
}
