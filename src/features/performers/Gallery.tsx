/** Performer image gallery island: arrows, dots, arrow keys and swipe; the index wraps around. */
import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { PLACEHOLDER_IMAGE, type ImageSources } from '@/features/images/image-url';
import { wrapIndex } from './gallery-index';

const SWIPE_THRESHOLD = 50;

/** The gallery of one performer; the first image is the main photo. */
export default function Gallery({ images, name }: { images: ImageSources[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<Set<number>>(() => new Set());
  const touchStart = useRef<number | null>(null);
  const photo = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = photo.current;
    if (img?.complete && img.naturalWidth === 0) setBroken((set) => new Set(set).add(index));
  }, [index]);
  const count = images.length;
  const go = (step: number) => setIndex((current) => wrapIndex(current, step, count));
  const image = images[index] ?? { src: PLACEHOLDER_IMAGE, placeholder: true };
  const failed = broken.has(index) || image.placeholder;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD) return;
    go(end < start ? 1 : -1);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={count > 1 ? onKeyDown : undefined}
      onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={count > 1 ? onTouchEnd : undefined}
      className="relative overflow-hidden rounded-2xl bg-ink-soft"
    >
      {/* The alt names the photo's place in the gallery ("photo 2 of 4"), which a screen reader needs. */}
      {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
      <img
        key={index}
        ref={photo}
        src={failed ? PLACEHOLDER_IMAGE : image.src}
        srcSet={failed ? undefined : image.srcset}
        sizes="(min-width: 1024px) 30rem, 100vw"
        width={640}
        height={800}
        alt={`${name}, photo ${index + 1} of ${count}`}
        fetchPriority={index === 0 ? 'high' : undefined}
        onError={() => setBroken((set) => new Set(set).add(index))}
        className="aspect-[4/5] h-auto w-full object-cover"
      />
      <p className="sr-only" aria-live="polite">{`Photo ${index + 1} of ${count}`}</p>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label="Previous photo"
            className="absolute top-1/2 left-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-ink/80 text-2xl text-white hover:text-gold"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label="Next photo"
            className="absolute top-1/2 right-3 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-ink/80 text-2xl text-white hover:text-gold"
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {images.map((_, dot) => (
              <button
                key={dot}
                type="button"
                onClick={() => setIndex(dot)}
                aria-label={`Show photo ${dot + 1}`}
                aria-current={dot === index ? 'true' : undefined}
                className="flex h-8 w-8 items-center justify-center"
              >
                <span aria-hidden="true" className={`block h-2.5 w-2.5 rounded-full ${dot === index ? 'bg-gold' : 'bg-white/60'}`} />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
