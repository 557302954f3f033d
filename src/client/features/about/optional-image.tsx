import { useRef, useState, type ImgHTMLAttributes } from "react";
import { useEarlyImageFailure } from "@client/lib/use-early-image-failure";

/** An image that removes itself when it fails to load, so a broken partner image never shows. */
export function OptionalImage({ src, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  useEarlyImageFailure(image, () => setFailedSrc(src ?? null), !src || failedSrc === src);
  if (!src || failedSrc === src) return null;
  return <img ref={image} src={src} onError={() => setFailedSrc(src)} {...props} />;
}
