import { useEffect, type RefObject } from "react";

/**
 * A server-rendered image may fail to load before hydration attaches its onError: once mounted,
 * a finished image with no pixels counts as failed, and `onFailed` is called.
 */
export function useEarlyImageFailure(
  image: RefObject<HTMLImageElement | null>,
  onFailed: () => void,
  skip = false,
) {
  useEffect(() => {
    const img = image.current;
    if (!skip && img?.complete && img.naturalWidth === 0) onFailed();
    // Checked once per mounted image source; onFailed is not a reason to check again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image, skip, image.current?.getAttribute("src")]);
}
