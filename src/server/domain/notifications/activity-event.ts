// What a reviewer did that the agency is told of (notify-agency.ts), one mail or a digest of several.
type Reviewer = { reviewerName: string; reviewerEmail?: string | null };
export type ActivityEvent =
  | (Reviewer & { type: 'approval'; feedback: string })
  | (Reviewer & { type: 'adjustment_request'; feedback: string })
  | (Reviewer & { type: 'rejection'; feedback: string })
  | (Reviewer & { type: 'comment'; comments: string[] });
