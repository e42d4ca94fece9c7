import type { Review } from '@contracts/review';

/** A review of a freelancer after a 60-minute e-consultation; override what a test is about. */
export const makeReview = (overrides: Partial<Review> = {}): Review => ({
  id: 'r1',
  reviewedRole: 'freelancer',
  rating: 5,
  aspects: {},
  text: 'Clear, practical advice on our plan.',
  language: 'en',
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-12-04T10:00:00.000Z',
  published: false,
  author: { firstName: 'Karim', company: 'Acme', country: 'Egypt' },
  subject: { kind: 'booking', minutes: 60 },
  reply: null,
  ...overrides,
});
