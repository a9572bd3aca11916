/** One question and its answer, as the FAQ accordions and their JSON-LD show it. */
export interface FaqItem {
  question: string;
  answer: string;
}
