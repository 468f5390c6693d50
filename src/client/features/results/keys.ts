// The agency's snippet and allowed domains: the default query function GETs the key's first element.
export const TRACKING_KEY = ['/api/agency/tracking'];
