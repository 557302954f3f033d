/** Business constants of spec section 9. */
export const TAX_RATE_PERCENT = 8;
export const FEATURED_PRODUCT_COUNT = 6;
/** The landing's featured cards: the catalogue's first page, as many as it shows. */
export const FEATURED_PRODUCTS_URL = `/api/products?limit=${FEATURED_PRODUCT_COUNT}`;
/** The demo's trial link: the first page of SaaS products, whose first subscription it opens. */
export const DEMO_TRIAL_PRODUCTS_URL = "/api/products?category=saas";
/** How many products the compare view holds. */
export const COMPARE_MAX = 3;
export const HOME_RECENT_COUNT = 3;
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;
export const MIN_CART_QUANTITY = 1;
export const DISPLAY_RATING = "4.8";
export const ADMIN_CATEGORY_COUNT = 3;
export const RESOURCE_TAGS_SHOWN = 3;
export const ADMIN_DESCRIPTION_PREVIEW = 100;
export const CONTACT_SEND_DELAY_MS = 1000;
export const COPYRIGHT_YEAR = 2024;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** A product picture is a few hundred kilobytes; the server refuses a bigger upload unread. */
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
