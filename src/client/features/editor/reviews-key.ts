// The query key of a funnel's reviewers, shared by the top bar (which refreshes it after a
// publish) and the Revisores panel that reads it (loaded on first open, reviewers-button.tsx).
export const reviewsKey = (canvasId: string) => `/api/canvases/${encodeURIComponent(canvasId)}/reviews`;
