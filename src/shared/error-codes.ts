/**
 * Every `code` the API sends beside an error's `message` (`{ message, code }`). A code is stable:
 * programs branch on it, people read the message. The first group are the defaults of each HTTP
 * status; the rest name one situation each, so two refusals with the same status can be told apart
 * without reading their text. A new code goes here (the OpenAPI document lists them all, and the
 * server's response schemas refuse one that is not here).
 */
export const ERROR_CODES = {
  // The default of each status.
  bad_request: "The request was malformed.",
  validation_failed: "A field of the request is missing or invalid; the message names it.",
  unauthorized: "Sign in first.",
  payment_required: "The payment could not be made.",
  forbidden: "Signed in, but not allowed to do this.",
  not_found: "There is no such thing (or it is not yours).",
  method_not_allowed: "This address does not take this method.",
  request_timeout: "The request's headers or body arrived too slowly.",
  conflict: "The request clashes with the current state of the data.",
  payload_too_large: "The body is over the limit.",
  uri_too_long: "The address is too long.",
  unsupported_media_type: "The body's content type is not one this route takes.",
  rate_limited: "Too many requests; wait the seconds in `retry-after`.",
  internal_error: "Something failed on the server; nothing is said about what.",
  service_unavailable: "A service this request needs is not available here.",
  database_unavailable: "The database is unreachable; try again shortly.",

  // Requests in general.
  cross_site_request: "A state-changing request came from another site.",
  admin_required: "Only administrators may do this.",
  reauthentication_required:
    "This needs a sign-in within the last 15 minutes (refunds); sign in again and repeat it.",
  test_login_disabled: "Test sign-in is turned off on this server.",
  bad_host: "The Host header is not a host name.",
  unknown_host: "This server does not answer for that host name (421); see ALLOWED_HOSTS.",
  nul_character: "A NUL character in the address; the message names the field.",
  test_account_unknown: "No such test account.",
  page_cursor_invalid: "The page cursor was not one this server made.",

  // Catalogue and cart.
  product_not_found: "No such product (or it is no longer sold).",
  product_unavailable: "The product is no longer sold.",
  cart_item_not_found: "No such line in your cart.",
  cart_quantity_max:
    "The cart would hold more than 500 of this product (users, clients or returns).",
  cart_quantity_invalid: "A per-firm licence is bought once; other quantities are 1 to 500.",
  cart_licence_already_added: "This per-firm licence is already in the cart; one covers the firm.",
  resource_not_found: "No such free resource.",

  // Checkout and payments.
  cart_empty: "The cart is empty.",
  cart_changed: "The cart changed after checkout started; review the new total and pay again.",
  checkout_amount_mismatch: "The amount sent does not match the cart's total; reload the checkout.",
  checkout_total_too_small: "The total is too small to charge.",
  checkout_total_too_large: "The total is over $999,999.99, the most one card payment can be.",
  already_subscribed: "You already subscribe to a product in the cart.",
  licence_running: "An annual licence in the cart is still running; manage its renewal instead.",
  payments_unavailable: "Payments are not available on this server.",
  payment_provider_unavailable:
    "The payment provider is not answering or not accepting this shop's key right now (503); try again shortly.",
  payment_provider_error: "The payment provider refused the request (502); nothing was charged.",
  payment_not_found: "No such payment of yours.",
  payment_not_open: "The payment is no longer open; reload the checkout.",
  payment_declined: "The card was declined.",
  card_invalid: "The card's number, expiry or security code is not valid.",
  card_update_unsupported: "Updating a card this way does not work with this server's payments.",
  card_update_not_found: "No such card update.",
  card_not_confirmed: "The new card has not been confirmed with the bank yet.",
  stripe_customer_missing: "The subscription has no Stripe customer to save a card for.",
  webhooks_not_configured: "This server has no webhook secret.",
  webhook_signature_invalid: "The webhook's signature does not verify.",
  webhook_event_malformed: "The webhook's event is not one this server reads.",

  // Orders and subscriptions.
  order_not_found: "No such order.",
  download_not_found: "The order item has no download.",
  subscription_not_found: "No such subscription of yours.",
  subscription_ended: "The subscription has ended; subscribe again from the product's page.",
  subscription_provider_failed: "The payment provider could not change the subscription; retry.",

  // Refunds.
  refund_request_reused: "This refund request key was already used for another order.",
  refund_no_payment: "The order has no succeeded payment to refund.",
  refund_line_unknown: "A line to refund is not part of the order.",
  refund_already_refunded: "Some or all of the lines were already refunded.",
  refund_too_large: "A refund cannot give back more than was paid.",
  refund_unavailable: "Refunds through this payment provider are not available here.",
  refund_provider_refused: "The payment provider refused the refund.",
  refund_window_closed: "The order is past the days within which a refund can be asked for.",
  refund_nothing_to_refund: "Nothing on the order was paid for and is still unrefunded.",
  refund_request_open: "A refund request for this order is already waiting for an answer.",
  refund_request_not_found: "No such refund request.",
  refund_request_decided: "The refund request was already answered.",

  // Administration.
  customer_not_found: "No such customer.",
  image_invalid: "The image is empty or not a PNG, JPEG, WebP or GIF file.",
  image_not_found: "No such image.",
  message_not_found: "No such message.",
  email_invalid: "An e-mail field is not a single line, or the address is not an address.",
  installer_not_taken: "Only a product delivered with a licence key and installer takes one.",
  installer_upload_malformed: "The upload is not a complete multipart/form-data body with a file.",
  installer_empty: "The installer file is empty.",
  installer_type_refused: "The file's name is not one of the accepted installer types.",
  installer_content_mismatch: "The file's bytes are not what its name says it is.",
  installer_too_large: "The installer is over the server's INSTALLER_MAX_MB.",

  // Firms (decision 0250).
  firm_not_found: "No such firm of yours.",
  firm_role_required: "Your role in the firm does not allow this (owners manage, purchasers buy).",
  firm_last_owner: "A firm keeps at least one owner: make someone else owner first.",
  firm_member_not_found: "No such member of the firm.",
  firm_member_exists: "That person is already a member of the firm.",
  invitation_not_found: "No such invitation (the link is wrong or was withdrawn).",
  invitation_expired: "The invitation has expired; ask the firm's owner for a new one.",
  invitation_used: "The invitation was already accepted; each link works once.",
  seat_not_found: "No such seat in the firm's purchases.",
  seat_already_held: "That person already holds a seat of this product (one seat per person).",
  seats_assigned: "More seats are given to people than the new count; take some back first.",
  seat_change_unavailable:
    "Seats can be added or removed only on a running per-user monthly subscription.",

  // The licence API (decision 0252).
  licence_not_found: "No such licence key.",
  licence_product_mismatch: "The licence key is not a key of the product named in the request.",
  licence_revoked: "The licence key was revoked: its purchase was refunded.",
  licence_expired: "The licence key's term has ended (cancelled or not renewed).",
  licence_activation_limit:
    "The key is active on as many devices as it may be; deactivate one first.",
  licence_instance_not_found: "No such activation of this licence key.",

  // The advisor.
  conversation_not_found: "No such conversation of this session.",
  conversation_full: "The conversation has reached its message limit; start a new one.",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes as a list, for an enum schema. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];
