/** Spec section 2: message times as hour:minute, in the reader's own clock. */
export const formatMessageTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
