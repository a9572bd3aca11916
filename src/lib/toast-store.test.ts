import { describe, expect, it } from 'vitest';
import { $toast, dismissToast, showToast } from './toast-store';

describe('toast store', () => {
  it('shows one toast at a time, 5,000 ms by default', () => {
    const first = showToast({ title: 'First' });
    const second = showToast({ title: 'Second', description: 'More', variant: 'destructive' });
    expect($toast.get()).toEqual({ id: second, title: 'Second', description: 'More', variant: 'destructive', duration: 5000 });
    dismissToast(first);
    expect($toast.get()?.id).toBe(second);
    dismissToast(second);
    expect($toast.get()).toBeNull();
  });

  it('tells its listeners of each change until they stop listening', () => {
    const seen: (string | undefined)[] = [];
    const stop = $toast.listen(() => seen.push($toast.get()?.title));
    const shown = showToast({ title: 'Saved' });
    dismissToast(shown);
    stop();
    showToast({ title: 'Unheard' });
    expect(seen).toEqual(['Saved', undefined]);
  });
});
