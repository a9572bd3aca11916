/** Shared pieces of the admin list queries. */
import { z } from 'zod';

/** A whole-number query parameter between 1 and max, fallback when absent or empty. */
export const pageParam = (name: string, fallback: number, max: number) =>
  z.preprocess(
    (value) =>
      value === undefined || value === ''
        ? fallback
        : (typeof value === 'string' || typeof value === 'number') && /^\d{1,9}$/.test(String(value))
          ? Number(value)
          : NaN,
    z
      .number({ error: `${name} must be a whole number` })
      .min(1, `${name} must be at least 1`)
      .max(max, `${name} must be at most ${max}`),
  );
