import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, imageSources, resolveImageUrl } from './image-url';

describe('resolveImageUrl', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['/performers/marco-1.webp', '/performers/marco-1.webp'],
    ['/uploads/abc.webp', '/uploads/abc.webp'],
    ['marco-1.webp', '/performers/marco-1.webp'],
    ['  kenji-1.webp  ', '/performers/kenji-1.webp'],
    ['performers/tao-1.webp', '/performers/tao-1.webp'],
  ])('resolves %j to %j', (source, expected) => {
    expect(resolveImageUrl(source)).toBe(expected);
  });

  it.each([undefined, null, '', '   '])('gives null for %j', (source) => {
    expect(resolveImageUrl(source)).toBeNull();
  });
});

describe('imageSources', () => {
  it('resizes shipped files to the responsive widths at quality 75 in WebP', () => {
    const { src, srcset, placeholder } = imageSources('marco-1.webp');
    expect(placeholder).toBe(false);
    const widths = srcset!.split(', ').map((entry) => Number(entry.split(' ')[1]!.replace('w', '')));
    expect(widths).toEqual([320, 480, 640, 768, 1024]);
    const url = new URL(src, 'http://x');
    expect(url.pathname).toBe('/_image');
    expect(Object.fromEntries(url.searchParams)).toEqual({ href: '/performers/marco-1.webp', w: '1024', q: '75', f: 'webp' });
  });

  it('caps the widths', () => {
    expect(imageSources('/performers/a.webp', 480).srcset).not.toContain('640w');
  });

  it('serves remote and uploaded images as they are', () => {
    expect(imageSources('https://cdn.example.com/a.jpg')).toEqual({ src: 'https://cdn.example.com/a.jpg', placeholder: false });
    expect(imageSources('/uploads/a.webp')).toEqual({ src: '/uploads/a.webp', placeholder: false });
  });

  it('falls back to the placeholder for a blank source', () => {
    expect(imageSources('  ')).toEqual({ src: PLACEHOLDER_IMAGE, placeholder: true });
  });
});
