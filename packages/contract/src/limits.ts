// Plain constants the browser needs (limits, page sizes, names), kept apart from the zod
// schemas: importing a constant from a schema module would bring zod (about 30 kB gzipped) into
// every page that uses it. The schema modules re-export these, so server code may use either.

// search
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_SUGGEST_LIMIT = 8;
export const SEARCH_KEYWORD_MAX = 50;

// channel
/** Channel playlist page size (spec section 9). */
export const CHANNEL_PLAYLIST_PAGE_SIZE = 16;

// identity
/** The daily identity-check cookie (spec section 9): '1' until the next Seoul midnight. */
export const AUTH_CHECK_COOKIE = 'auth_check';
/** What the popup tells its opener (postMessage) when a verification finished. */
export const IDENTITY_MESSAGE_TYPE = 'sogon:identity-verified';

// studio
/** Where the tus endpoint lives (POST creates an upload, PATCH/HEAD/DELETE act on `/{uploadId}`). */
export const STUDIO_UPLOAD_PATH = '/api/live/v1/studio/uploads';
/** Largest episode source a creator may upload (tus `maxSize`). */
export const STUDIO_UPLOAD_MAX_BYTES = 2 * 1024 ** 3;
/** Unfinished uploads are removed after this long; a resumed upload must finish within it. */
export const STUDIO_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Bytes per PATCH the web client sends: short requests pass proxies and resume cheaply. */
export const STUDIO_UPLOAD_CHUNK_BYTES = 32 * 1024 * 1024;
/** How often the studio page asks for the transcode's progress. */
export const STUDIO_POLL_MS = 2000;
/** Audio-toon images: how many, how large each upload, how wide the stored JPEG. */
export const FRAME_MAX_COUNT = 200;
export const FRAME_MAX_BYTES = 10 * 1024 * 1024;
export const FRAME_MAX_WIDTH = 1280;
export const FRAME_ALT_MAX_LENGTH = 200;
/**
 * Pixels all images of one image request may declare together: decoding costs CPU in proportion
 * to them (30 images of 8000 x 8000 took 91 s). 200 images of 1280 x 976 fit, as do three of the
 * largest side allowed; stored frames are at most FRAME_MAX_WIDTH wide anyway (ADR 061).
 */
export const FRAME_REQUEST_MAX_PIXELS = 250_000_000;
/** A frame time past a day is a typo, not an episode. */
export const FRAME_MAX_AT_MS = 24 * 60 * 60 * 1000;
/** Captions: the largest script file and the most lines one episode keeps. */
export const CAPTIONS_MAX_BYTES = 2 * 1024 * 1024;
export const CAPTIONS_MAX_CUES = 10_000;

// payments
export const PAY_METHODS = ['card', 'phone', 'bank'] as const;

// gallery
/** Gallery page size: the channel playlist page size of spec section 9. */
export const GALLERY_PAGE_SIZE = 16;

// studio episodes
export const EPISODE_TITLE_MAX_LENGTH = 100;
export const EPISODE_DESCRIPTION_MAX_LENGTH = 2000;
export const EPISODE_MAX_PRICE = 10_000;

// comments (episodes, board posts, gallery items)
/** Longest comment, in characters after trimming. */
export const COMMENT_MAX_LENGTH = 1000;
/** Comments per page (the `offset` of the comment lists). */
export const COMMENT_PAGE_SIZE = 20;
/** Comments one member may post per minute, across the site. */
export const COMMENT_RATE_PER_MINUTE = 10;

// boards
export const BOARD_TITLE_MAX_LENGTH = 100;
export const BOARD_CONTENT_MAX_LENGTH = 5000;
/** Board posts per page (offset of /board and /boardCursor). */
export const BOARD_PAGE_SIZE = 10;
/** Recent board posts the home page shows. */
export const HOME_BOARD_LIMIT = 8;

/** Channel statistics: the longest period one query covers (Seoul calendar days). */
export const STATS_MAX_DAYS = 92;
/** The period a statistics query covers when it names none: the last 7 days, today included. */
export const STATS_DEFAULT_DAYS = 7;
/** What a statistics table sorts on (spec section 3, "Statistics query": sortCol). */
export const STATS_SORT_COLUMNS = [
  'plays',
  'visits',
  'visitors',
  'playtime',
  'likes',
  'purchases',
  'hearts',
] as const;

/** The longest coupon code people may type (spaces and hyphens included). */
export const COUPON_CODE_MAX_LENGTH = 40;
/** Adult verification holds this long before it should be renewed (days). */
export const VERIFICATION_VALID_DAYS = 365;

// playback
/** Most playtime events one batch report (POST /v2/content/playtime) may carry. */
export const PLAYTIME_BATCH_MAX = 100;

// settlement (후원)
export const TIP_HEARTS_MIN = 1;
export const TIP_HEARTS_MAX = 10_000;
export const TIP_MESSAGE_MAX = 100;

// gifts and the daily free pass (issue 38)
/** A gift's message: at most this many characters, no control characters. */
export const GIFT_MESSAGE_MAX_LENGTH = 100;
/** Gifts one member may send in a Seoul day. */
export const GIFT_DAILY_PER_SENDER = 10;
/** Gifts one member may send to the same recipient in a Seoul day. */
export const GIFT_DAILY_PER_RECIPIENT = 3;
/** A pending gift may be taken back (its hearts refunded) this many days after it was sent. */
export const GIFT_REFUND_DAYS = 7;
/** A pass pool's name and the most playlists and grant times it holds. */
export const PASS_POOL_NAME_MAX_LENGTH = 50;
export const PASS_POOL_MAX_PLAYLISTS = 200;
export const PASS_POOL_MAX_GRANT_TIMES = 24;

/** Membership tiers (issue 37). */
export const TIER_NAME_MAX_LENGTH = 30;
export const TIER_MAX_HEARTS = 10_000;
export const TIER_BENEFIT_MAX_LINES = 10;
export const TIER_BENEFIT_MAX_LENGTH = 80;
export const TIER_BADGE_MAX_LENGTH = 8;
export const TIER_EARLY_ACCESS_MAX_DAYS = 30;
export const TIER_MAX_SORT = 999;

/** Announcements and studio gallery items (issue 37). */
/** Limits of issue 37's community tools (announcements, gallery uploads). */
export const ANNOUNCEMENT_TITLE_MAX = 50;
export const ANNOUNCEMENT_BODY_MAX = 1000;
export const GALLERY_TITLE_MAX = 100;
export const GALLERY_DESCRIPTION_MAX = 1000;

/** The most a channel contract may pay per free unlock (기다무, pass ticket), in won. */
export const FREE_UNLOCK_WON_MAX = 1000;

/** 1:1 문의 (issue 39): what a member asks and what the console answers. */
export const INQUIRY_CATEGORIES = ['account', 'payment', 'content', 'event', 'other'] as const;
export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_BODY_MAX = 2000;
export const INQUIRY_ANSWER_MAX = 2000;
/** Inquiries per page, on the member's page and in the console. */
export const INQUIRY_PAGE_SIZE = 20;

/** Bookmarks (issue 42): a member's moments of episodes, each with an optional note. */
export const BOOKMARK_NOTE_MAX = 200;
/** How many bookmarks one member keeps at most. */
export const BOOKMARKS_PER_MEMBER = 1000;
/** Bookmarks per page in 보관함 (the default `offset`). */
export const BOOKMARK_PAGE_SIZE = 20;
