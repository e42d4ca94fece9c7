import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is (at least `threshold` of it) inside the viewport.
 * False until the first observation, and always false where the browser has
 * no IntersectionObserver, so nothing starts before it is seen.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.25): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { threshold });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return inView;
}
