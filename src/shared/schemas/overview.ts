// Overview answers (spec 01 "Overview", section 3; D10).
export interface Metrics {
  totalClients: number;
  totalCanvases: number;
  approvedFunnels: number;
  adjustmentFunnels: number;
  awaitingApprovalFunnels: number;
}

export type ActivityType = 'comment' | 'approval' | 'adjustment_request';

export interface ActivityItem {
  id: string;
  type: ActivityType;
  clientName: string;
  canvasTitle: string;
  content: string;
  timestamp: string;
  authorName: string;
  canvasId: string;
}

export const ACTIVITY_LIMIT = 50;
