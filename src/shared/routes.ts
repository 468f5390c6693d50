// The spec's route table (spec 01/02 section 2). The server answers 404 for anything
// else (and the SPA shows its 404 page).
export const APP_ROUTE_PATTERNS: RegExp[] = [
  /^\/$/,
  /^\/auth\/?$/,
  /^\/auth\/reset\/?$/,
  /^\/client-auth\/?$/,
  /^\/subscribe\/?$/,
  /^\/dashboard(\/[^/]+){0,2}\/?$/,
  /^\/client-dashboard\/?$/,
  /^\/client-canvas\/[^/]+\/?$/,
  /^\/public\/[^/]+\/?$/,
];
export function isAppRoute(pathname: string): boolean {
  return APP_ROUTE_PATTERNS.some((r) => r.test(pathname));
}
