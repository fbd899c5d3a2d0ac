/** Class on <body> while the terminated notice shows (spec §2's "special body style"). */
export const TERMINATED_BODY_CLASS = 'site-terminated';
