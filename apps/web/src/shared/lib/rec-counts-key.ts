/**
 * The query key root of the navigation's reconciliation counts (the Re-match, Outstanding and Panel
 * badges). Shared so that every matching change can read them again at once, not a poll later.
 */
export const REC_COUNTS_KEY = ['rec-counts'] as const;
