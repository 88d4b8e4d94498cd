import { useEffect, useRef, useState } from 'react';

/**
 * An image that loads only when near the viewport (IntersectionObserver, 10% threshold, 50px
 * margin) and hides itself when it fails to load.
 */
export function LazyImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1, rootMargin: '50px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={`lazy-image ${className ?? ''}`}>
      {visible && !failed ? <img src={src} alt={alt} decoding="async" width={272} height={170} draggable={false} onError={() => setFailed(true)} /> : null}
    </div>
  );
}
