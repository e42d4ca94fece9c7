export { contentApi, useGetCmsQuery } from './api/contentApi';
export { ContentError, type ContentErrorProps } from './ui/ContentError';
export { ContentHtml, type ContentHtmlProps } from './ui/ContentHtml';
export { CONTENT_HTML_CONFIG, sanitizeContentHtml } from './lib/sanitize';
