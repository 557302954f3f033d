import { useState, type ImgHTMLAttributes } from "react";

/** An image that removes itself when it fails to load, so a broken partner image never shows. */
export function OptionalImage({ src, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return <img src={src} onError={() => setFailedSrc(src)} {...props} />;
}
