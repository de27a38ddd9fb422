/**
 * Business constants and limits of SPEC §9 the site uses, in one place so the numbers the
 * spec fixes are never repeated as literals across components.
 */

/** Lazy images: a failed image is retried 1 to 3 times, checks throttled to 200 ms. */
export const LAZY_IMAGE_MIN_RETRIES = 1;
export const LAZY_IMAGE_MAX_RETRIES = 3;
export const LAZY_IMAGE_THROTTLE_MS = 200;

/** QR codes: 61 px in the side bar; the kit's QrCode draws the 200 px default. */
export const QR_SIZE_SIDE_BAR = 61;

/** Delay before the next member modal opens after another closes. */
export const MEMBER_MODAL_DELAY_MS = 100;

/** A route or modal chunk that has not arrived after this long counts as failed (SPEC §8). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Notices per page on /noticePage. */
export const NOTICES_PER_PAGE = 9;

/** A new captcha image at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

/** SMS sending throttled to one per second; the countdown defaults to one minute. */
export const SMS_SEND_THROTTLE_MS = 1000;
export const SMS_DEFAULT_EXPIRY_MINUTES = 1;

/** The country dropdown hides this long after it loses focus, so a click on an option lands. */
export const COUNTRY_DROPDOWN_BLUR_MS = 200;

/** Remembered login (last username and remember-me token) lasts one day. */
export const REMEMBER_LOGIN_MS = 24 * 60 * 60 * 1000;

/** Payment proofs and other uploads: png or jpg, at most 5 MB each, at most 3; remarks up to 140 characters. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
export const REMARK_MAX_LENGTH = 140;

/** Rows per page in the wallet's record lists; not fixed by the spec. */
export const RECORDS_PER_PAGE = 10;

/** Minimum age to register. */
export const MINIMUM_AGE = 18;

/** Header dropdowns list at most this many providers before a "more" entry. */
export const HEADER_MAX_PROVIDERS = 11;

/** Vendor lanes and hot games stay fresh this long; not fixed by the spec. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

/** Games per page of a vendor's game grid ("load more" asks for the next page); not fixed by the spec. */
export const GAMES_PER_PAGE = 30;

/** Winners board: the top 20 (SPEC §9). */
export const WINNERS_TOP = 20;

/** Rows per page of the betting record; not fixed by the spec. */
export const BET_RECORDS_PER_PAGE = 20;

/** Hot games of the same category a "Game Under Maintenance" dialog suggests; not fixed by the spec. */
export const MAINTENANCE_SUGGESTIONS = 6;

/** Footer copyright year. */
export const COPYRIGHT_YEAR = 2024;

/** Home banner rotation; not fixed by the spec. */
export const BANNER_INTERVAL_MS = 5000;
