import { useState } from 'react';
import { useNearViewport } from '@/site/lib/useNearViewport';

const nearOptions = { threshold: 0.1, rootMargin: '50px' };

/**
 * An image that loads only when near the viewport (IntersectionObserver, 10% threshold, 50px
 * margin) and hides itself when it fails to load.
 */
export function LazyImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const [ref, visible] = useNearViewport<HTMLDivElement>(nearOptions);
  const [failed, setFailed] = useState(false);

  return (
    <div ref={ref} className={`lazy-image ${className ?? ''}`}>
      {visible && !failed ? (
        <img
          src={src}
          alt={alt}
          decoding="async"
          width={272}
          height={170}
          draggable={false}
          onError={() => setFailed(true)}
        />
      ) : null}
    </div>
  );
}
