/** The disclosure rule shared by FAQ accordions and pricing descriptions: one item open at a time. */

/** The open index after clicking `clicked`: the clicked item opens, or closes when it was the open one. */
export function toggleOne(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
