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

/**
 * Whether the element has come within `margin` of the viewport (and stays
 * true from then on): for what should load just before it is seen. False on
 * the server and in the first render; true at once where the browser has no
 * IntersectionObserver, so nothing is left out.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return near;
}
