// Overview answers (docs/product.md; D10).
import { z } from 'zod';

export const MetricsSchema = z.object({
  totalClients: z.number(),
  totalCanvases: z.number(),
  approvedFunnels: z.number(),
  adjustmentFunnels: z.number(),
  awaitingApprovalFunnels: z.number(),
  /** Due date before today (São Paulo) and not approved (#shared/due-date.ts isOverdue). */
  overdueFunnels: z.number(),
});
export type Metrics = z.infer<typeof MetricsSchema>;

const ACTIVITY_TYPES = ['comment', 'approval', 'adjustment_request'] as const;

export const ActivityItemSchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  clientName: z.string(),
  canvasTitle: z.string(),
  content: z.string(),
  timestamp: z.string(),
  authorName: z.string(),
  /** A public reviewer who did not prove their email: the agency sees it is not the client speaking. */
  unverified: z.boolean(),
  canvasId: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const ACTIVITY_LIMIT = 50;
