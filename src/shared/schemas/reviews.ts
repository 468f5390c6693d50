// Who reviews a funnel and where each one stands (decision 008): GET /api/canvases/{id}/reviews,
// and a compact copy on each card of the funnel list.
import { z } from 'zod';

const REVIEW_DECISIONS = ['approved', 'adjustment_requested'] as const;
export type ReviewDecisionValue = (typeof REVIEW_DECISIONS)[number];

const ReviewerSchema = z.object({
  kind: z.enum(['client', 'public']),
  name: z.string(),
  email: z.string().nullable(),
  /** Client accesses always; a public reviewer once the emailed code matched. */
  verified: z.boolean(),
  /** Newest decision of this reviewer (any version); null: never decided. */
  decision: z.enum(REVIEW_DECISIONS).nullable(),
  version: z.number().nullable(),
  feedback: z.string().nullable(),
  decidedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type Reviewer = z.infer<typeof ReviewerSchema>;

export const ReviewsAnswerSchema = z.object({
  publishedVersion: z.number(),
  reviewers: z.array(ReviewerSchema),
});
export type ReviewsAnswer = z.infer<typeof ReviewsAnswerSchema>;

/** What a funnel card shows of each reviewer. */
export const ReviewerSummarySchema = ReviewerSchema.pick({ kind: true, name: true, email: true, verified: true, decision: true, version: true });
export type ReviewerSummary = z.infer<typeof ReviewerSummarySchema>;
